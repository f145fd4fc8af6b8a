-- measureHttp's wrk script (bench/src/lib.ts): prints the run's figures as one JSON line. No
-- per-response callback (it would make wrk read every body through Lua): wrk counts answers from
-- 400 up as status errors, and the bench's calls answer 200 or fail.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.6f,"p50":%.3f,"p95":%.3f,"p99":%.3f,"errors":%d,"failed":%d}\n',
    summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end
