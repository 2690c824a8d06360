-- wrk's summary as one JSON line: requests, seconds, non-2xx/3xx answers, socket errors and the
-- latency percentiles in microseconds (wrk records every request's latency).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"microseconds":%d,"status":%d,"socket":%d,"p50":%d,"p90":%d,"p95":%d,"p99":%d}\n',
    summary.requests, summary.duration, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99)))
end
