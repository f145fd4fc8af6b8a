import autocannon from 'autocannon';
import { type Figures, summarise } from './stats.ts';

/** Child process of measureHttp: runs autocannon and prints the figures as one JSON line. */
const { url, headers, connections, seconds } = JSON.parse(process.argv[2]) as {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
};
const times: number[] = [];
let failures = 0;
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (err, res) =>
    err ? reject(err) : resolve(res),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    else failures++;
  });
});
if (failures > 0 || result.errors > 0) {
  process.stderr.write(`${failures} non-2xx answers, ${result.errors} errors\n`);
  process.exit(1);
}
const figures: Figures = summarise(times, (performance.now() - started) / 1000);
process.stdout.write(`${JSON.stringify(figures)}\n`);
