import { healthSchema } from '@handyq/domain/schemas';
import type { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import type { RedisProbe } from './redis-probe';

function serviceWith(ping: () => Promise<number>): HealthService {
  const repo = { driver: 'pglite', ping } as unknown as HealthRepository;
  return new HealthService(repo, { configured: false } as RedisProbe);
}

describe(HealthService.name, () => {
  it('reports ok with the round-trip time when the database answers', async () => {
    const report = healthSchema.parse(await serviceWith(async () => 1.23456).check());
    expect(report).toMatchObject({ status: 'ok', db: { driver: 'pglite', status: 'up', latencyMs: 1.23 } });
  });

  it('reports error with the database down when the query fails', async () => {
    const service = serviceWith(async () => {
      throw new Error('connection refused');
    });
    jest.spyOn(service['log'], 'error').mockImplementation(() => {});
    const report = healthSchema.parse(await service.check());
    expect(report).toMatchObject({ status: 'error', db: { driver: 'pglite', status: 'down' } });
  });
});
