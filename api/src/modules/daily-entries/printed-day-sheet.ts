import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { DailySheet } from '@paani/contracts';
import { Sql } from '../../platform/database/sql';
import { now } from '../../platform/domain/clock';
import { JsonText } from '../../platform/cache/json-text';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { DailySheetQuery, SheetCriteria } from './daily-entry.queries';
import { DaySheetLanguage } from './pdf/day-sheet-pdf';

/** The day's sheet as a PDF to print (GET /daily-entries/sheet/pdf): the sheet the screen shows, with whose it is. */
export class PrintedDaySheetQuery {
  constructor(
    readonly criteria: SheetCriteria,
    readonly language: DaySheetLanguage,
  ) {}
}

/** The plant's name, code and zone, and the names of the area and rider asked for (null when not asked). */
const HEADER = `SELECT p.name, p.code, p.time_zone,
                       (SELECT a.name FROM areas a WHERE a.id = $2::bigint AND a.plant_id = p.id) AS area,
                       (SELECT e.name FROM employees e WHERE e.id = $3::bigint AND e.plant_id = p.id) AS rider
                  FROM plants p WHERE p.id = $1`;

@QueryHandler(PrintedDaySheetQuery)
export class PrintedDaySheetHandler implements IQueryHandler<PrintedDaySheetQuery, { date: string; pdf: Buffer }> {
  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  async execute({ criteria, language }: PrintedDaySheetQuery): Promise<{ date: string; pdf: Buffer }> {
    const sheet = ((await this.queries.execute(new DailySheetQuery(criteria))) as JsonText<DailySheet>).parse();
    const header = (await this.sql.one<{ name: string; code: string; time_zone: string; area: string | null; rider: string | null }>(
      HEADER,
      [criteria.plantId, criteria.areaId ?? null, criteria.employeeId ?? null],
    ))!;
    const printedAt = new Intl.DateTimeFormat('sv-SE', { timeZone: header.time_zone, dateStyle: 'short', timeStyle: 'short' }).format(
      now(),
    );
    const pdf = await this.documents.render('daySheetPdf', {
      sheet: {
        plant: { name: header.name, code: header.code },
        date: sheet.date,
        area: header.area,
        rider: header.rider,
        printed_at: printedAt,
        rows: sheet.rows,
      },
      language,
    });
    return { date: sheet.date, pdf };
  }
}
