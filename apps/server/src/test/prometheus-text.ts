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

const READ = `
import json, sys
from prometheus_client.parser import text_string_to_metric_families
print(json.dumps([
    {"family": f.name, "type": f.type, "name": s.name, "labels": s.labels, "value": s.value}
    for f in text_string_to_metric_families(sys.stdin.read()) for s in f.samples
]))
`;

export function parseMetrics(text: string): Sample[] {
  const parsed = spawnSync('/usr/bin/python3', ['-c', READ], { input: text, encoding: 'utf8' });
  if (parsed.status !== 0) throw new Error(`not Prometheus's text format: ${parsed.stderr}`);
  return JSON.parse(parsed.stdout) as Sample[];
}

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
