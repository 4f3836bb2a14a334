import type {
  PublicStatement,
  Statement,
  StatementRun,
  StatementRunDetail,
  StatementRunStarted,
  StatementShare,
  StatementShareLink,
} from '@paani/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../../platform/http/request-origin';
import { ApiCreatedData, ApiData, ApiFile } from '../../platform/http/api-responses';
import { FILE_TYPES, sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, Public, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { PlantQueryDto } from '../plants/plant-query.dto';
import {
  AnswerStatementShareCommand,
  MarkStatementShareSentCommand,
  RevokeStatementShareCommand,
  SharedStatement,
  ShareStatementCommand,
} from './statement-share.commands';
import { DocumentRenderPool } from '../documents/document-render-pool';
import type { StatementLanguage } from './pdf/statement-pdf';
import { StartStatementRunCommand } from './statement-run.commands';
import {
  GetStatementRunQuery,
  ListStatementRunsQuery,
  StatementRunDownload,
  StatementRunDownloadQuery,
  StatementRunFileQuery,
} from './statement-run.queries';
import {
  PublicStatementResponse,
  ShareRevokedResponse,
  ShareSentResponse,
  ShareStatementDto,
  StartStatementRunDto,
  StatementAnswerDto,
  StatementAnswerResponse,
  StatementFormatDto,
  StatementQueryDto,
  StatementResponse,
  StatementRunDetailResponse,
  StatementRunResponse,
  StatementRunStartedResponse,
  StatementShareLinkResponse,
  StatementShareResponse,
} from './statement.dto';
import { CustomerStatementQuery, ListStatementSharesQuery, SharedStatementQuery, StatementWithContact } from './statement.queries';
import { whatsappUrl } from './whatsapp-message';

/** Sends a statement as its PDF (inline, so a phone opens it; named for a download), made in a render thread. */
export async function sendStatementPdf(
  documents: DocumentRenderPool,
  reply: FastifyReply,
  statement: Statement,
  lang: StatementLanguage = 'en',
): Promise<Buffer> {
  const pdf = await documents.render('statementPdf', { statement, language: lang });
  return sendFile(
    reply,
    { type: FILE_TYPES.pdf, name: `statement-${statement.customer.code}-${statement.month}.pdf`, disposition: 'inline' },
    pdf,
  );
}

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');
const RUN_ID = new PositiveIdPipe('The run id must be a positive integer.');

/** A customer's monthly statement and its share links (the customer is the owner's, whatever plant it is in). */
@ApiTags('Filter owner: statements')
@Roles('filter_owner')
@Controller('filter-owner')
export class StatementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  @Get('customers/:id/statement')
  @ResponseMessage('Statement retrieved successfully')
  @ApiData(StatementResponse, {
    files: ['application/pdf'],
    description: 'The envelope with the statement; with format=pdf, its PDF (inline)',
  })
  @ApiOperation({
    summary:
      "A customer's statement for a month: plant and customer header, opening balance and cans, one line per plant day with ledger lines (cans delivered and returned, amount = debits, paid = credits, running balance and cans), totals, closing balance, cans held and security deposit. format=pdf answers the same as a PDF (lang=en or ur; the customer's language when absent)",
  })
  async statement(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Query() query: StatementQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Statement | Buffer> {
    const found: StatementWithContact = await this.queries.execute(new CustomerStatementQuery(caller.id, id, query.month));
    return query.format === 'pdf'
      ? sendStatementPdf(this.documents, reply, found.statement, query.lang ?? found.statement.customer.language)
      : found.statement;
  }

  @Post('customers/:id/statement/share')
  @ResponseMessage('Statement link created successfully')
  @ApiOperation({
    summary:
      'A share link to the statement of a month: /s/{token} on this origin, no sign-in, read-only, for 60 days unless revoked; with a wa.me link carrying a short summary (month, amount due, cans held) and the link',
  })
  @ApiCreatedData(StatementShareLinkResponse)
  async share(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Query() _plant: PlantQueryDto,
    @Body() body: ShareStatementDto,
    @Req() request: FastifyRequest,
  ): Promise<StatementShareLink> {
    const shared: SharedStatement = await this.commands.execute(new ShareStatementCommand(caller.id, id, body.month));
    const url = `${originOf(request)}/s/${shared.token}`;
    return { url, token: shared.token, expires_at: shared.expiresAt, whatsapp_url: whatsappUrl(shared, url) };
  }

  @Get('customers/:id/statement/shares')
  @ResponseMessage('Statement links retrieved successfully')
  @ApiOperation({
    summary: "The customer's statement links, newest first: month, status (active, expired, revoked), the customer's answers",
  })
  @ApiData([StatementShareResponse])
  shares(@CurrentCaller() caller: Caller, @Param('id', CUSTOMER_ID) id: number, @Query() _plant: PlantQueryDto): Promise<StatementShare[]> {
    return this.queries.execute(new ListStatementSharesQuery(caller.id, id));
  }

  @Delete('statement-shares/:token')
  @ResponseMessage('Statement link revoked successfully')
  @ApiOperation({
    summary: "Revoke a statement link of the owner (404 for anyone else's): it no longer opens; revoking twice changes nothing",
  })
  @ApiData(ShareRevokedResponse)
  revoke(@CurrentCaller() caller: Caller, @Param('token') token: string): Promise<{ id: number; revoked: boolean }> {
    return this.commands.execute(new RevokeStatementShareCommand(caller.id, token));
  }
  @Post('statement-shares/:token/sent')
  @HttpCode(200)
  @ResponseMessage('Statement marked as sent')
  @ApiOperation({
    summary:
      "Marks the owner's link as sent (the WhatsApp walk-through's tap): StatementShareSent on the link's stream, once; 404 for anyone else's or a revoked link",
  })
  @ApiData(ShareSentResponse)
  markSent(@CurrentCaller() caller: Caller, @Param('token') token: string): Promise<{ id: number; sent: boolean }> {
    return this.commands.execute(new MarkStatementShareSentCommand(caller.id, token));
  }

  @Post('statements/runs')
  @HttpCode(202)
  @ResponseMessage('Statement run started')
  @ApiOperation({
    summary:
      "Month-end run for the plant (filter_plant_id) and month, optionally one area: a job (queue statement-runs) renders every customer's statement PDF and stores it. The same month and area while the customers' ledger is unchanged answers the existing run (reused: true)",
  })
  @ApiData(StatementRunStartedResponse, { status: 202 })
  start(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Query() _plant: PlantQueryDto,
    @Body() body: StartStatementRunDto,
  ): Promise<StatementRunStarted> {
    return this.commands.execute(new StartStatementRunCommand(caller.id, Number(plant.id), body.month, body.area_id ?? null));
  }

  @Get('statements/runs')
  @ResponseMessage('Statement runs retrieved successfully')
  @ApiOperation({ summary: "The plant's latest statement runs (filter_plant_id), newest first" })
  @ApiData([StatementRunResponse])
  listRuns(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant, @Query() _plant: PlantQueryDto): Promise<StatementRun[]> {
    return this.queries.execute(new ListStatementRunsQuery(caller.id, Number(plant.id)));
  }

  @Get('statements/runs/:id')
  @ResponseMessage('Statement run retrieved successfully')
  @ApiOperation({
    summary:
      "A run's status (queued, running, completed, failed), progress 0-100, counts (total, done, failed) and its statements; 404 for anyone else's",
  })
  @ApiData(StatementRunDetailResponse)
  run(@CurrentCaller() caller: Caller, @Param('id', RUN_ID) id: number): Promise<StatementRunDetail> {
    return this.queries.execute(new GetStatementRunQuery(caller.id, id));
  }

  @Get('statements/runs/:id/zip')
  @ApiOperation({ summary: "Every statement of a run as one ZIP (statement-{code}-{month}.pdf each); 404 for anyone else's" })
  @ApiFile(['application/zip'], 'The ZIP of the run (attachment)')
  async zip(
    @CurrentCaller() caller: Caller,
    @Param('id', RUN_ID) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { name, zip }: StatementRunDownload<'zip'> = await this.queries.execute(new StatementRunDownloadQuery(caller.id, id, 'zip'));
    return sendFile(reply, { type: FILE_TYPES.zip, name }, zip);
  }

  @Get('statements/runs/:id/pdf')
  @ApiOperation({
    summary:
      "Every statement of a run as ONE merged PDF, each customer from a new page, in the ZIP's order (customer code), streamed as it is laid out; 404 for anyone else's run or a run with no statements yet",
  })
  @ApiFile(['application/pdf'], 'The merged PDF (attachment statements-{month}-run-{id}.pdf), sent in chunks as it is made')
  @Header('cache-control', 'no-store')
  async mergedPdf(@CurrentCaller() caller: Caller, @Param('id', RUN_ID) id: number): Promise<StreamableFile> {
    const { name, pdf }: StatementRunDownload<'merged'> = await this.queries.execute(
      new StatementRunDownloadQuery(caller.id, id, 'merged'),
    );
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${name}"` });
  }

  @Get('statements/runs/:id/statements/:customerId')
  @ApiOperation({ summary: "One customer's statement PDF from a run; 404 for anyone else's run or a customer not in it" })
  @ApiFile(['application/pdf'], 'The statement PDF (attachment)')
  async runFile(
    @CurrentCaller() caller: Caller,
    @Param('id', RUN_ID) id: number,
    @Param('customerId', CUSTOMER_ID) customerId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { name, pdf }: { name: string; pdf: Buffer } = await this.queries.execute(new StatementRunFileQuery(caller.id, id, customerId));
    return sendFile(reply, { type: FILE_TYPES.pdf, name }, pdf);
  }
}

/** The customer's side of a share link: no sign-in; the token is the only key. */
@ApiTags('Public')
@Public()
@Controller('public/statements')
export class PublicStatementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  @Get(':token')
  @Public()
  @ResponseMessage('Statement retrieved successfully')
  @ApiOperation({
    summary:
      "The statement a share link names (the same JSON as the owner reads), with the link's expiry and answers; format=pdf the PDF (lang=en or ur; the customer's language when absent); 404 STATEMENT_SHARE_EXPIRED / STATEMENT_SHARE_REVOKED for a link that no longer opens",
  })
  @ApiData(PublicStatementResponse, {
    files: ['application/pdf'],
    description: 'The envelope with the statement; with format=pdf, its PDF (inline)',
  })
  async statement(
    @Param('token') token: string,
    @Query() query: StatementFormatDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicStatement | Buffer> {
    const found: PublicStatement = await this.queries.execute(new SharedStatementQuery(token));
    if (query.format !== 'pdf') return found;
    const { share: _share, ...statement } = found;
    return sendStatementPdf(this.documents, reply, statement, query.lang ?? statement.customer.language);
  }

  @Post(':token/response')
  @Public()
  @HttpCode(201)
  @ResponseMessage('Thank you, your answer was sent to the plant')
  @ApiOperation({
    summary: "The customer's answer to the statement: correct, or a question (message up to 500 characters); recorded against the link",
  })
  @ApiData(StatementAnswerResponse, { status: 201 })
  async respond(@Param('token') token: string, @Body() body: StatementAnswerDto): Promise<{ answer: string; message: string | null }> {
    const message = body.message?.trim() || null;
    await this.commands.execute(new AnswerStatementShareCommand(token, body.answer, message));
    return { answer: body.answer, message };
  }
}
