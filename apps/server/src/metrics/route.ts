import type { FastifyInstance } from 'fastify';
import { METRICS_REFUSED, mayReadMetrics } from './access';
import type { WebMetrics } from './web-metrics';

/** GET /metrics in Prometheus's text format, to this machine or METRICS_TOKEN's bearer (access.ts). */
export function serveMetrics(app: FastifyInstance, metrics: WebMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply));
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request.headers, request.socket.remoteAddress, token)) {
      return reply.status(403).send({ message: METRICS_REFUSED, code: 'FORBIDDEN' });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
