/** The matrix rows of meters, rates and readings (docs/utilities.md). */
import { type Ctx, L, type Row } from './matrix-rules';

const NO_SUCH_ID = '0190f0f0-0000-7000-8000-000000000000';
const WATER = { bands: [{ upTo: null, rate: 120 }], fixedFee: 50 };

export const METER_ROWS: Row[] = [
  {
    // The owner's: a house not in the building is a 400 (the same for another building's house).
    route: 'POST /api/meters',
    url: () => '/api/meters',
    body: () => ({ kind: 'water', unitId: NO_SUCH_ID }),
    expect: (c) => (L(c) ? 400 : 403),
  },
  { route: 'GET /api/meters', staffMay: true, url: () => '/api/meters', expect: (c) => (L(c) ? 200 : 403) },
  {
    route: 'GET /api/utilities/rates',
    staffMay: true,
    url: () => '/api/utilities/rates',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'PUT /api/utilities/rates/:kind',
    url: () => '/api/utilities/rates/water',
    body: () => WATER,
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'POST /api/meters/readings',
    staffMay: true,
    url: () => '/api/meters/readings',
    body: () => ({ readAt: '2026-02-01', readings: [{ meterId: NO_SUCH_ID, reading: 1 }] }),
    expect: (c) => (L(c) ? 400 : 403),
  },
  {
    route: 'POST /api/meters/:id/readings',
    staffMay: true,
    url: () => `/api/meters/${NO_SUCH_ID}/readings`,
    body: () => ({ reading: 1, readAt: '2026-02-01' }),
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'GET /api/meters/:id/readings',
    staffMay: true,
    url: () => `/api/meters/${NO_SUCH_ID}/readings`,
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'PUT /api/meters/:id/readings/:readingId',
    url: () => `/api/meters/${NO_SUCH_ID}/readings/${NO_SUCH_ID}`,
    body: () => ({ reading: 1, reason: 'Misread' }),
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    // A photo sent as JSON, not a form: the owner and caretakers are told to send the field photo.
    route: 'PUT /api/meters/:id/readings/:readingId/photo',
    staffMay: true,
    url: () => `/api/meters/${NO_SUCH_ID}/readings/${NO_SUCH_ID}/photo`,
    body: () => ({ photo: 'not a file' }),
    expect: (c) => (L(c) ? 400 : 403),
  },
  {
    // Anyone of the building may ask; a photo that is not theirs to see is not found.
    route: 'GET /api/meters/:id/readings/:readingId/photo',
    staffMay: true,
    url: () => `/api/meters/${NO_SUCH_ID}/readings/${NO_SUCH_ID}/photo`,
    expect: () => 404,
  },
  {
    route: 'GET /api/units/charges',
    staffMay: true,
    url: () => '/api/units/charges',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/units/:id/charges',
    staffMay: true,
    url: () => `/api/units/${NO_SUCH_ID}/charges`,
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'PUT /api/units/:id/charges',
    url: () => `/api/units/${NO_SUCH_ID}/charges`,
    body: () => ({ charges: [{ kind: 'security', amount: 500 }] }),
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'GET /api/me/consumption',
    url: () => '/api/me/consumption',
    expect: (c: Ctx) => (c.isTenant ? 200 : 403),
  },
];
