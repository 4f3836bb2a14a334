import type { Invoice } from '@paani/contracts';
import { Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders } from '../../platform/http/simple-rest';
import { INVOICE_NOT_FOUND } from './invoice.decider';
import { INVOICE_STATUSES, InvoiceResponse } from './invoice.dto';
import { INVOICE_SORTS, ListInvoiceRecordsQuery } from './invoice-console.queries';
import type { InvoiceStatus } from '@paani/contracts';

const RESOURCE = 'invoices';
const INVOICE_ID = new PositiveIdPipe('The invoice id must be a positive integer.');
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

function refuse(name: string, message: string): never {
  throw new DomainError('bad_request', message, { errors: { [`filter.${name}`]: [message] } });
}

/**
 * The react-admin door (ra-data-simple-rest) onto the invoices: list and getOne only. Payments,
 * voids and the month run are the enveloped /api/super-admin/invoices routes (commands).
 */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminInvoiceRecordsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Every invoice, newest month first, a page at a time (react-admin list)',
    description: 'sort, range, filter {q (number or owner), status, owner_id, month (YYYY-MM), id}; Content-Range header',
  })
  @ApiRawList(InvoiceResponse, '`q` (invoice number or owner), `status`, `owner_id`, `month` (YYYY-MM), `id` (a list of ids)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<Invoice[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(INVOICE_SORTS),
      defaultSort: { field: 'month', order: 'DESC' },
      filters: { status: 'text', owner_id: 'id', month: 'text' },
    });
    const { status, owner_id: ownerId, month } = list.filter;
    if (status !== undefined && !INVOICE_STATUSES.includes(status as InvoiceStatus))
      refuse('status', `The filter status must be one of ${INVOICE_STATUSES.join(', ')}.`);
    if (month !== undefined && !MONTH.test(String(month))) refuse('month', 'The filter month must be written YYYY-MM.');
    const { items, total }: { items: Invoice[]; total: number } = await this.queries.execute(
      new ListInvoiceRecordsQuery(
        {
          status: (status as InvoiceStatus | undefined) ?? null,
          ownerId: typeof ownerId === 'number' ? ownerId : null,
          month: (month as string | undefined) ?? null,
          search: list.q,
          ids: list.ids,
        },
        list.offset,
        list.limit,
        list.sort,
      ),
    );
    sendListHeaders(reply, RESOURCE, list, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One invoice with its items and payments (react-admin record)' })
  @ApiRawData(InvoiceResponse)
  async show(@Param('id', INVOICE_ID) id: number): Promise<Invoice> {
    const { items }: { items: Invoice[] } = await this.queries.execute(
      new ListInvoiceRecordsQuery({ status: null, ownerId: null, month: null, search: null, ids: [id] }, 0, 1),
    );
    if (!items[0]) throw DomainError.notFound(INVOICE_NOT_FOUND);
    return items[0];
  }
}
