import type { Consumption, Meter, Reading } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => t.close());

/** The first bytes of a JPEG and of a PNG, then filler: what a phone's camera sends, in small. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);

/** A multipart/form-data body of text fields and, optionally, a file field `photo`. */
function form(fields: Record<string, string>, photo?: { data: Buffer; type: string; name?: string }) {
  const boundary = `----safestay${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (photo) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.name ?? 'meter.jpg'}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(who: Session | null, method: 'POST' | 'PUT' | 'GET', url: string, body?: ReturnType<typeof form>) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
}

/** A building with A1 let to a tenant and A2 let to another, each with a water meter, and a flat rate. */
async function building() {
  const owner = await registerLandlord(t.app);
  const apartmentId = owner.user.apartmentId as string;
  const meters: Record<string, Meter> = {};
  const tenants: Record<string, Session> = {};
  for (const code of ['A1', 'A2']) {
    const unit = (await api(owner, 'POST', '/units', { code, rent: 10_000 })).json().unit;
    tenants[code] = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-01-01' });
    const tenancy = (await api(owner, 'GET', '/tenancies?status=active'))
      .json()
      .find((x: { tenant: { _id: string } }) => x.tenant._id === tenants[code]?.user.id);
    expect((await api(owner, 'PUT', `/tenancies/${tenancy._id}`, { unitId: unit._id, rent: 10_000 })).statusCode).toBe(
      200,
    );
    meters[code] = (await api(owner, 'POST', '/meters', { kind: 'water', unitId: unit._id })).json().meter;
  }
  const rate = { bands: [{ upTo: null, rate: 100 }], effectiveFrom: '2026-01-01' };
  expect((await api(owner, 'PUT', '/utilities/rates/water', rate)).statusCode).toBe(200);
  return { owner, tenants, meters: meters as Record<'A1' | 'A2', Meter> };
}

describe('a reading keeps a photo of the meter (docs/utilities.md "Photos")', () => {
  it('comes with the reading as a form; its tenant, the owner and nobody else see it', async () => {
    const { owner, tenants, meters } = await building();
    const a1 = meters.A1._id;
    expect((await api(owner, 'POST', `/meters/${a1}/readings`, { reading: 10, readAt: '2026-02-01' })).statusCode).toBe(
      201,
    );
    const res = await send(
      owner,
      'POST',
      `/meters/${a1}/readings`,
      form({ reading: '14.5', readAt: '2026-02-28' }, { data: JPEG, type: 'image/jpeg' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const reading = res.json().reading as Reading;
    // The form's figures are the JSON's: 4.5 m³ at KES 100.
    expect(reading).toMatchObject({ reading: 14.5, consumption: 4.5, charge: 450, photo: true });

    const url = `/meters/${a1}/readings/${reading._id}/photo`;
    const seen = await send(owner, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.rawPayload.equals(JPEG)).toBe(true);

    // The tenant of A1 sees it, and their consumption says there is one.
    const mine = (await api(tenants.A1 as Session, 'GET', '/me/consumption')).json() as Consumption;
    expect(mine.find((c) => c.readingId === reading._id)).toMatchObject({ photo: true, meterId: a1 });
    expect((await send(tenants.A1 as Session, 'GET', url)).statusCode).toBe(200);
    // A2's tenant, another landlord and nobody signed in do not.
    expect((await send(tenants.A2 as Session, 'GET', url)).statusCode).toBe(404);
    const stranger = await registerLandlord(t.app);
    expect((await send(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
  });

  it('a round attaches photos after: PUT …/photo replaces one, a PNG too', async () => {
    const { owner, meters } = await building();
    const a2 = meters.A2._id;
    const first = (await api(owner, 'POST', `/meters/${a2}/readings`, { reading: 3, readAt: '2026-02-01' })).json()
      .reading as Reading;
    expect(first.photo).toBe(false);
    const url = `/meters/${a2}/readings/${first._id}/photo`;
    const put = await send(owner, 'PUT', url, form({}, { data: JPEG, type: 'image/jpeg' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().reading.photo).toBe(true);
    expect((await send(owner, 'PUT', url, form({}, { data: PNG, type: 'image/png', name: 'm.png' }))).statusCode).toBe(
      200,
    );
    const seen = await send(owner, 'GET', url);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    // Another building's reading is not found for this owner.
    const other = await building();
    const theirs = (
      await api(other.owner, 'POST', `/meters/${other.meters.A1._id}/readings`, { reading: 1, readAt: '2026-02-01' })
    ).json().reading as Reading;
    const foreign = `/meters/${other.meters.A1._id}/readings/${theirs._id}/photo`;
    expect((await send(owner, 'PUT', foreign, form({}, { data: JPEG, type: 'image/jpeg' }))).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG or PNG (400 naming photo), and one over 2 MiB (413), keeping nothing', async () => {
    const { owner, tenants, meters } = await building();
    const a1 = meters.A1._id;
    // A file that says it is a JPEG but is a script: judged by its bytes.
    const fake = await send(
      owner,
      'POST',
      `/meters/${a1}/readings`,
      form(
        { reading: '5', readAt: '2026-02-01' },
        { data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' },
      ),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      message: 'The photo must be a JPEG or PNG picture.',
      errors: [{ field: 'photo' }],
    });
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024, 1)]);
    const tooBig = await send(
      owner,
      'POST',
      `/meters/${a1}/readings`,
      form({ reading: '5', readAt: '2026-02-01' }, { data: big, type: 'image/jpeg' }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The photo is larger than 2 MiB. Take it again at a smaller size.');
    // Neither kept the reading: the meter has none.
    expect((await api(owner, 'GET', `/meters/${a1}/readings`)).json()).toEqual([]);
    // A tenant cannot attach one; a form's field error names the field in their words.
    const reading = (await api(owner, 'POST', `/meters/${a1}/readings`, { reading: 5, readAt: '2026-02-01' })).json()
      .reading as Reading;
    const byTenant = await send(
      tenants.A1 as Session,
      'PUT',
      `/meters/${a1}/readings/${reading._id}/photo`,
      form({}, { data: JPEG, type: 'image/jpeg' }),
    );
    expect(byTenant.statusCode).toBe(403);
    const bad = await send(owner, 'POST', `/meters/${a1}/readings`, form({ reading: 'abc', readAt: '2026-02-02' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('reading');
  });
});
