import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_PROFILE=<file>: a CPU profile of this process (the server under load) while `work` runs,
 * written as a .cpuprofile (open it in Chrome's DevTools, or read it with a script); with a `label`,
 * to a file of its own beside it. Without the setting, `work` just runs.
 */
export async function profiled<T>(work: () => Promise<T>, label?: string): Promise<T> {
  const setting = process.env.BENCH_PROFILE;
  if (!setting) return work();
  // Several profiled parts of one run each get their own file: name.<label>.cpuprofile.
  const file = label ? setting.replace(/(\.cpuprofile)?$/, `.${label.replace(/[^\w-]+/g, '-')}$1`) : setting;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    process.stderr.write(`CPU profile written to ${file}\n`);
  }
}
