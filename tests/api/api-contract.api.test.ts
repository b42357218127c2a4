import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../common/api/contract.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every call the browser's typed client can make; the type check keeps this list complete. */
const CONTRACT_ROUTES = Object.keys({
  'GET /api/csrf-token': true,
  'POST /api/auth/login': true,
  'POST /api/auth/login/2fa': true,
  'POST /api/auth/logout': true,
  'GET /api/auth/2fa': true,
  'POST /api/auth/2fa/setup': true,
  'POST /api/auth/2fa/enable': true,
  'POST /api/auth/2fa/disable': true,
  'GET /api/captcha': true,
  'POST /api/captcha/check': true,
  'POST /api/submissions': true,
  'POST /api/report-error': true,
  'POST /api/contact': true,
  'GET /api/games/:id/cozy-rating': true,
  'POST /api/games/:id/cozy-rating': true,
  'GET /api/games': true,
  'GET /api/games/:id': true,
  'POST /api/games': true,
  'PATCH /api/games/:id': true,
  'PUT /api/games/:id': true,
  'PATCH /api/games/:id/review': true,
  'DELETE /api/games/:id': true,
  'DELETE /api/games/:id/cover': true,
  'DELETE /api/games/:id/screenshots/:screenshotId': true,
  'PUT /api/games/:id/screenshots/order': true,
  'POST /api/games/:id/art/import': true,
  'GET /api/submissions': true,
  'GET /api/submissions/counts': true,
  'GET /api/submissions/possible-duplicates': true,
  'PATCH /api/submissions/:id/status': true,
  'PATCH /api/submissions/:id/content': true,
  'DELETE /api/submissions/:id': true,
  'GET /api/error-reports': true,
  'PATCH /api/error-reports/:id': true,
  'GET /api/contact-messages': true,
  'GET /api/audit-log': true,
  'PATCH /api/contact-messages/:id': true,
} satisfies Record<ApiRoute, true>);

describe("the browser's API contract", () => {
  it('names only operations the server documents', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(CONTRACT_ROUTES.filter((route) => !served.has(route))).toEqual([]);
  });
});
