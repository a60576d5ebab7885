import type { CheckResult } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { combineRegions, failuresNeeded } from './quorum.js';

const result = (status: CheckResult['status'], message: string | null = null): CheckResult => ({
  status,
  errorKind: status === 'down' ? 'connect' : null,
  message,
  statusCode: status === 'down' ? null : 200,
  timings: { total: 12 },
  bytesRead: 0,
  remoteAddress: '127.0.0.1',
  checkedAt: '2026-11-25T12:00:00.000Z',
  certificate: null,
  details: null,
});

describe('regional quorum', () => {
  it('needs one, a majority or every answering region', () => {
    expect([1, 2, 3, 4].map((n) => failuresNeeded('any', n))).toEqual([1, 1, 1, 1]);
    expect([1, 2, 3, 4].map((n) => failuresNeeded('majority', n))).toEqual([1, 2, 2, 3]);
    expect([1, 2, 3, 4].map((n) => failuresNeeded('all', n))).toEqual([1, 2, 3, 4]);
  });

  it('marks a failure seen from one region of three degraded, naming the region', () => {
    const combined = combineRegions(
      [
        { region: 'ap', result: result('up') },
        { region: 'eu', result: result('down', 'Connection refused') },
        { region: 'us', result: result('up') },
      ],
      'majority',
    );
    expect(combined?.status).toBe('degraded');
    expect(combined?.errorKind).toBe('connect');
    expect(combined?.message).toBe(
      'Failing from eu only (1 of 3 regions; down takes 2): Connection refused',
    );
    expect(combined?.regions?.map((r) => [r.region, r.status])).toEqual([
      ['ap', 'up'],
      ['eu', 'down'],
      ['us', 'up'],
    ]);
  });

  it('is down when the quorum agrees, and lists what each region saw', () => {
    const answers = [
      { region: 'ap', result: result('down', 'Connection refused') },
      { region: 'eu', result: result('down', 'Timed out') },
      { region: 'us', result: result('up') },
    ];
    const majority = combineRegions(answers, 'majority');
    expect(majority?.status).toBe('down');
    expect(majority?.message).toBe('Down from ap, eu (2 of 3 regions): Connection refused');
    expect(majority?.regions?.[1]).toMatchObject({ region: 'eu', message: 'Timed out' });
    expect(combineRegions(answers, 'all')?.status).toBe('degraded');
    expect(combineRegions(answers.slice(2), 'any')?.status).toBe('up');
    expect(combineRegions([answers[0]!, answers[2]!], 'any')?.status).toBe('down');
  });

  it('counts a region that did not answer neither way, and gives nothing when none answered', () => {
    const combined = combineRegions(
      [
        { region: 'eu', result: result('down', 'Connection refused') },
        { region: 'us', result: null },
      ],
      'majority',
    );
    expect(combined?.status).toBe('down');
    expect(combined?.message).toBe('Down from eu (1 of 1 region): Connection refused');
    expect(combined?.regions?.[1]).toMatchObject({
      region: 'us',
      status: null,
      message: 'No probe of this region answered in time',
    });
    expect(combineRegions([{ region: 'us', result: null }], 'majority')).toBeNull();
  });

  it('passes a slow answer on as degraded when no region failed', () => {
    const combined = combineRegions(
      [
        { region: 'eu', result: result('up') },
        { region: 'us', result: { ...result('degraded', 'Slow'), errorKind: 'slow' } },
      ],
      'majority',
    );
    expect(combined).toMatchObject({ status: 'degraded', errorKind: 'slow', message: 'Slow' });
  });
});
