import { OthersAnswered, whileOthersAsk } from '../support/others-answered';
import JSZip from 'jszip';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Registers built to hurt, uploaded while other requests come in: the API refuses them with a
 * clear 422 and keeps answering everyone else meanwhile, because the file is read in slices
 * between turns of the event loop, an XLSX stops being read just past the row limit, and no
 * workbook part is unpacked beyond 50 MB. What holds other requests up is the event loop being
 * blocked: its longest stall during the upload must stay under 200 ms (a million-row workbook read
 * in one go stalled it 11 s). The requests sent meanwhile are timed too, with a looser bound:
 * their time also depends on the database and on how busy the machine is.
 */
describe('hostile registers do not hold up other requests (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
  });

  afterAll(() => t.close());

  /** A minimal workbook whose one sheet has the rows given as XML, deflated: a few MB for hundreds of thousands of rows. */
  async function workbook(sheetRows: (write: (row: string) => void) => void): Promise<Buffer> {
    const parts: string[] = [];
    sheetRows((row) => parts.push(row));
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    );
    zip.file(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets></workbook>',
    );
    zip.file(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    );
    zip.file(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.join('')}</sheetData></worksheet>`,
    );
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  }

  const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

  const STALL_MS = 200;
  const REQUEST_MS = 1000;

  /**
   * Uploads the file (a dry run) and, until its answer comes, sends a health check and an owner's
   * read every 20 ms: the slowest of each, and the event loop's longest stall (this process serves the app).
   */
  async function uploadWhileOthersAsk(file: Buffer, name: string) {
    const upload = t
      .http()
      .post(`/api/filter-owner/customers/import?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .attach('file', file, name)
      .field('dry_run', 'true')
      .then((response) => response);
    const { result: response, slowest } = await whileOthersAsk(
      t,
      owner.token,
      `/api/filter-owner/areas?filter_plant_id=${plantId}`,
      upload,
    );
    return { response, slowest };
  }

  function expectOthersAnswered(slowest: OthersAnswered) {
    expect(slowest.asked).toBeGreaterThan(0);
    expect(slowest.stall).toBeLessThan(STALL_MS);
    expect(slowest.health).toBeLessThan(REQUEST_MS);
    expect(slowest.read).toBeLessThan(REQUEST_MS);
  }

  it('refuses a workbook of 60,000 rows after reading just past 20,000, answering others meanwhile', async () => {
    const file = await workbook((write) => {
      write(`<row r="1">${inline('A1', 'Name')}${inline('B1', 'Area')}</row>`);
      for (let r = 2; r <= 60_001; r += 1) write(`<row r="${r}">${inline(`A${r}`, `C${r}`)}${inline(`B${r}`, 'G')}</row>`);
    });
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const { response, slowest } = await uploadWhileOthersAsk(file, 'huge.xlsx');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error_code: 'IMPORT_TOO_MANY_ROWS' });
    expect(response.body.message).toMatch(/more than 20,000 customer rows; one import takes at most 20,000/);
    expectOthersAnswered(slowest);
  }, 120_000);

  it('refuses a workbook whose sheet unpacks beyond 50 MB without unpacking the rest of it', async () => {
    const padding = ' '.repeat(1024 * 1024);
    const file = await workbook((write) => {
      write(`<row r="1">${inline('A1', 'Name')}</row>`);
      for (let i = 0; i < 60; i += 1) write(padding);
    });
    const { response, slowest } = await uploadWhileOthersAsk(file, 'bomb.xlsx');
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/unpacks to more than 50 MB/);
    expectOthersAnswered(slowest);
    // The same file claiming, in its directory, that every part unpacks to 1 KB: caught while unpacking.
    const liar = Buffer.from(file);
    const directoryEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = liar.indexOf(directoryEntry); at >= 0; at = liar.indexOf(directoryEntry, at + 4)) liar.writeUInt32LE(1024, at + 24);
    const lied = await uploadWhileOthersAsk(liar, 'liar.xlsx');
    expect(lied.response.status).toBe(422);
    expect(lied.response.body.message).toMatch(/unpacks to more than 50 MB/);
    expectOthersAnswered(lied.slowest);
  }, 120_000);

  it('reads a 10 MB CSV in slices: its rows are counted to the end while others are answered', async () => {
    const lines = ['Name,Phone,Area'];
    while (lines.length < 180_000) lines.push(`Customer ${lines.length},03${String(100000000 + lines.length)},Gulberg`);
    const { response, slowest } = await uploadWhileOthersAsk(Buffer.from(lines.join('\n')), 'long.csv');
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/The file has 179,999 customer rows/);
    expectOthersAnswered(slowest);
  }, 120_000);
});
