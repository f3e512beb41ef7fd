import { describe, expect, it, vi } from 'vitest';
import { API_BASE, ResultCode, paths, type LoginResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { bannerClicks, behaviourEvents } from '../src/db/tables/catalogue.ts';
import { BEHAVIOUR_EVENT_RETENTION_DAYS, purgeBehaviourEvents } from '../src/ops/behaviour-retention.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const DAY = 86_400_000;

describe('behaviour-event retention (docs/product/entities.md events, Macao Law 8/2005)', () => {
  it(`keeps ${BEHAVIOUR_EVENT_RETENTION_DAYS} days by default, purges older events and banner clicks, and a configured period at start`, async () => {
    const database = await openDatabase({ memory: true });
    const now = new Date('2026-11-23T12:00:00Z');
    let clock = now;
    try {
      const app = await buildApp({ database, demo: true, now: () => clock });
      const tapAt = async (daysAgo: number, event: Record<string, unknown>): Promise<void> => {
        clock = new Date(now.getTime() - daysAgo * DAY);
        const login = await post(app, API_BASE + paths.login, { username: 'demo-m', password: DEMO_PASSWORD });
        const auth = { authorization: `Bearer ${dataOf<LoginResult>(login).tokenId}` };
        expect((await post(app, API_BASE + paths.recordBehavior, event, auth)).body.resultCode).toBe(ResultCode.SUCCESS);
      };
      await tapAt(BEHAVIOUR_EVENT_RETENTION_DAYS + 1, { behaviorType: 'click_details', serviceId: 1 });
      await tapAt(BEHAVIOUR_EVENT_RETENTION_DAYS + 1, { behaviorType: 'click_banner_app', messageId: 1 });
      await tapAt(BEHAVIOUR_EVENT_RETENTION_DAYS - 1, { behaviorType: 'click_service', serviceId: 1 });
      await tapAt(10, { behaviorType: 'click_banner_web', messageId: 1 });
      await tapAt(0, { behaviorType: 'click_details', serviceId: 1 });
      clock = now;
      const types = async (): Promise<string[]> => (await database.db.select({ t: behaviourEvents.behaviorType }).from(behaviourEvents)).map((r) => r.t).sort();
      const clicks = async (): Promise<string[]> => (await database.db.select({ terminal: bannerClicks.terminal }).from(bannerClicks)).map((r) => r.terminal).sort();
      expect(await clicks()).toEqual(['mobile', 'web']);

      // The old details tap, the old banner tap and its click row go; the rest is kept.
      expect(await purgeBehaviourEvents(database.db, now, BEHAVIOUR_EVENT_RETENTION_DAYS)).toBe(3);
      expect(await types()).toEqual(['click_banner_web', 'click_details', 'click_service']);
      expect(await clicks()).toEqual(['web']);
      await app.close();

      // A shorter configured period (BEHAVIOUR_EVENT_RETENTION_DAYS) is applied when the app starts.
      const restarted = await buildApp({ database, now: () => now, behaviourEventRetentionDays: 5 });
      await restarted.close();
      expect(await types()).toEqual(['click_details']);
      expect(await clicks()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
