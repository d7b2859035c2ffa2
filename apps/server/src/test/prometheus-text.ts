import { spawnSync } from 'node:child_process';

/**
 * Prometheus's text format read by Prometheus's own Python client (`prometheus_client.parser`, the Debian
 * package python3-prometheus-client that the tests' set-up installs): a line it cannot read fails the test.
 */

export interface Sample {
  /** The family it belongs to (a counter's without `_total`, a histogram's without `_bucket`…). */
  family: string;
  type: string;
  /** The sample's own name: `…_total`, `…_bucket`, `…_count`, `…_sum`, or the family's. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

// NaN and the infinities are values the format allows (a gauge not measured yet) and JSON does not: they
// travel as text and become numbers again.
const READ = `
import json, math, sys
from prometheus_client.parser import text_string_to_metric_families
value = lambda v: v if math.isfinite(v) else repr(v)
print(json.dumps([
    {"family": f.name, "type": f.type, "name": s.name, "labels": s.labels, "value": value(s.value)}
    for f in text_string_to_metric_families(sys.stdin.read()) for s in f.samples
]))
`;

export function parseMetrics(text: string): Sample[] {
  const parsed = spawnSync('/usr/bin/python3', ['-c', READ], { input: text, encoding: 'utf8' });
  if (parsed.status !== 0) throw new Error(`not Prometheus's text format: ${parsed.stderr}`);
  const samples = JSON.parse(parsed.stdout) as Array<Omit<Sample, 'value'> & { value: number | string }>;
  return samples.map((sample) => ({
    ...sample,
    value: NOT_FINITE[String(sample.value)] ?? Number(sample.value),
  }));
}

/** Python's repr of the values that are not finite. */
const NOT_FINITE: Record<string, number> = {
  nan: Number.NaN,
  inf: Number.POSITIVE_INFINITY,
  '-inf': Number.NEGATIVE_INFINITY,
};

/** The value of the sample of this name whose labels include these; undefined when there is none. */
export function sample(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  )?.value;
}
