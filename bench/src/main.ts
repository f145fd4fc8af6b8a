process.stdout.write('bench: pending\n');
