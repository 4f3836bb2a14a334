import type { BillingSummary, Invoice, InvoicePage, InvoiceRunQueued } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiData, ApiFile } from '../../platform/http/api-responses';
import { FILE_TYPES, sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { JobQueue } from '../../platform/queue/job-queue';
import { billedTo, billingDay } from './billing-month';
import { FUTURE_MONTH, RecordInvoicePaymentCommand, VoidInvoiceCommand } from './invoice.commands';
import {
  BillingSummaryResponse,
  InvoiceListQueryDto,
  InvoicePageResponse,
  InvoicePaymentDto,
  InvoiceResponse,
  InvoiceRunQueuedResponse,
  OwnerInvoiceListQueryDto,
  RunInvoicesDto,
  VoidInvoiceDto,
} from './invoice.dto';
import { InvoiceJobs } from './invoice.job';
import { GetInvoiceQuery, ListInvoicesQuery } from './invoice.queries';
import { GetBillingSummaryQuery } from './invoice-console.queries';
import { now as businessNow } from '../../platform/domain/clock';
import { DocumentRenderPool } from '../documents/document-render-pool';

const INVOICE_ID = new PositiveIdPipe('The invoice id must be a positive integer.');
export const DEFAULT_INVOICES_PER_PAGE = 15;

@ApiTags('Super admin: invoices')
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/invoices')
export class AdminInvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly job: InvoiceJobs,
    private readonly jobs: JobQueue,
  ) {}

  @Post('run')
  @HttpCode(202)
  @ResponseMessage('Invoice run queued')
  @ApiOperation({
    summary:
      "Queues the month's run (month=YYYY-MM; the current month bills the days so far): one invoice per owner with a non-zero amount, nothing for an owner already invoiced for the month; data { job_id } for GET /super-admin/jobs/{job_id}",
  })
  @ApiData(InvoiceRunQueuedResponse, { status: 202 })
  async run(@Body() body: RunInvoicesDto): Promise<InvoiceRunQueued> {
    if (!billedTo(body.month, billingDay(businessNow()))) throw DomainError.field('month', FUTURE_MONTH);
    const jobId = await this.job.enqueue({ kind: 'issue', month: body.month });
    return { job_id: jobId, queue: this.jobs.mode, month: body.month };
  }

  @Get()
  @ResponseMessage('Invoices retrieved successfully')
  @ApiOperation({ summary: 'Invoices by status, owner_id and month, newest month first, paginated (per_page 15, at most 100)' })
  @ApiData(InvoicePageResponse)
  list(@Query() query: InvoiceListQueryDto): Promise<InvoicePage> {
    return this.queries.execute(
      new ListInvoicesQuery({
        status: query.status,
        ownerId: query.owner_id,
        month: query.month,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_INVOICES_PER_PAGE,
      }),
    );
  }

  @Get('summary')
  @ResponseMessage('Billing summary retrieved successfully')
  @ApiOperation({
    summary:
      "The Billing screen's figures from the invoices: invoiced, collected, outstanding, counts by status, overdue amount, collection rate (collected ÷ billed of the invoices come due, paid or overdue), and one row per owner",
  })
  @ApiData(BillingSummaryResponse)
  summary(): Promise<BillingSummary> {
    return this.queries.execute(new GetBillingSummaryQuery());
  }

  @Get(':id')
  @ResponseMessage('Invoice retrieved successfully')
  @ApiOperation({ summary: 'One invoice with its items and payments' })
  @ApiData(InvoiceResponse)
  show(@Param('id', INVOICE_ID) id: number): Promise<Invoice> {
    return this.queries.execute(new GetInvoiceQuery(id));
  }

  @Post(':id/payments')
  @HttpCode(201)
  @ResponseMessage('Payment recorded successfully')
  @ApiOperation({
    summary:
      'Record a payment (amount, method, reference, paid_at): partial payments allowed, paid when they reach the amount; 422 INVOICE_OVERPAID above what is still due, INVOICE_PAID, INVOICE_VOID',
  })
  @ApiData(InvoiceResponse, { status: 201 })
  async pay(@Param('id', INVOICE_ID) id: number, @Body() body: InvoicePaymentDto): Promise<Invoice> {
    await this.queries.execute(new GetInvoiceQuery(id));
    await this.commands.execute(new RecordInvoicePaymentCommand(id, body));
    return this.queries.execute(new GetInvoiceQuery(id));
  }

  @Post(':id/void')
  @HttpCode(200)
  @ResponseMessage('Invoice voided successfully')
  @ApiOperation({
    summary:
      'Void an invoice (reason required); 422 INVOICE_HAS_PAYMENTS when payments were recorded, INVOICE_VOID when already void. A voided month can be billed again by the run',
  })
  @ApiData(InvoiceResponse)
  async void(@Param('id', INVOICE_ID) id: number, @Body() body: VoidInvoiceDto): Promise<Invoice> {
    await this.queries.execute(new GetInvoiceQuery(id));
    await this.commands.execute(new VoidInvoiceCommand(id, body.reason));
    return this.queries.execute(new GetInvoiceQuery(id));
  }
}

@ApiTags('Filter owner: invoices')
@Roles('filter_owner')
@Controller('filter-owner/invoices')
export class OwnerInvoicesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  @Get()
  @ResponseMessage('Invoices retrieved successfully')
  @ApiOperation({ summary: "The owner's own invoices (Billing History), by status and month, newest month first, paginated (per_page 15)" })
  @ApiData(InvoicePageResponse)
  list(@CurrentCaller() caller: Caller, @Query() query: OwnerInvoiceListQueryDto): Promise<InvoicePage> {
    return this.queries.execute(
      new ListInvoicesQuery({
        status: query.status,
        ownerId: caller.id,
        month: query.month,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_INVOICES_PER_PAGE,
      }),
    );
  }

  @Get(':id')
  @ResponseMessage('Invoice retrieved successfully')
  @ApiOperation({ summary: "One of the owner's invoices; 404 for anyone else's" })
  @ApiData(InvoiceResponse)
  show(@CurrentCaller() caller: Caller, @Param('id', INVOICE_ID) id: number): Promise<Invoice> {
    return this.queries.execute(new GetInvoiceQuery(id, caller.id));
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: "One of the owner's invoices as a PDF (Billing History's download); 404 for anyone else's" })
  @ApiFile(['application/pdf'], 'The invoice PDF (attachment {number}.pdf)')
  async pdf(
    @CurrentCaller() caller: Caller,
    @Param('id', INVOICE_ID) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const invoice: Invoice = await this.queries.execute(new GetInvoiceQuery(id, caller.id));
    // Laid out in a render thread, so the event loop keeps answering everyone else meanwhile.
    const pdf = await this.documents.render('invoicePdf', invoice);
    return sendFile(reply, { type: FILE_TYPES.pdf, name: `${invoice.number}.pdf` }, pdf);
  }
}
