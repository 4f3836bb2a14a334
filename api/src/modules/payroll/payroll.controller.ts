import type { PayLedger, PayrollMonth, PayrollRun, PayrollSettings, Payslip, RiderEarnings, ShortfallDeduction } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData, ApiFile } from '../../platform/http/api-responses';
import { FILE_TYPES, sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { RiderContext, RiderContextQuery } from '../riders/rider.queries';
import {
  DecideShortfallCommand,
  PayPayslipCommand,
  RecordPayLineCommand,
  ReversePayLineCommand,
  SetCommissionBasisCommand,
} from './pay.commands';
import {
  DayPipe,
  MonthPipe,
  PayLedgerResponse,
  PayLineDto,
  PayrollMonthResponse,
  PayrollRunResponse,
  PayrollSettingsDto,
  PayrollSettingsResponse,
  PayslipPaymentDto,
  PayslipPdfQueryDto,
  PayslipResponse,
  ReasonDto,
  RiderEarningsResponse,
  ShortfallResponse,
  StartPayrollRunDto,
} from './payroll.dto';
import { GetPayrollRunQuery, PayrollMonthQuery, StartPayrollRunCommand } from './payroll-run.handlers';
import { PayLedgerQuery, PayrollSettingsQuery, PayslipPdfQuery, PayslipQuery, RiderEarningsQuery, ShortfallQuery } from './payroll.queries';

const EMPLOYEE_ID = new PositiveIdPipe('The employee id must be a positive integer.');
const RUN_ID = new PositiveIdPipe('The run id must be a positive integer.');
const LINE_ID = new PositiveIdPipe('The line id must be a positive integer.');

/** The plant's payroll (`filter_plant_id`, else the default plant): the commission basis, the month's run, its payslips, shortfalls. */
@ApiTags('Filter owner: payroll')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/payroll')
export class PayrollController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('settings')
  @ResponseMessage('Payroll settings retrieved successfully')
  @ApiOperation({ summary: "The plant's commission basis: a percent of the amount delivered (default) or of the cash collected" })
  @ApiData(PayrollSettingsResponse)
  settings(@OwnerPlant() plant: OwnedPlant): Promise<PayrollSettings> {
    return this.queries.execute(new PayrollSettingsQuery(Number(plant.id)));
  }

  @Put('settings')
  @ResponseMessage('Payroll settings saved successfully')
  @ApiOperation({ summary: "Set the plant's commission basis; runs after it use it" })
  @ApiData(PayrollSettingsResponse)
  async saveSettings(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Body() body: PayrollSettingsDto,
  ): Promise<PayrollSettings> {
    await this.commands.execute(new SetCommissionBasisCommand(caller.id, Number(plant.id), body.commission_basis));
    return { commission_basis: body.commission_basis };
  }

  @Post('runs')
  @HttpCode(202)
  @ResponseMessage('Payroll run started')
  @ApiOperation({
    summary:
      "A month's pay run (a job, queue payroll-runs): records each employee's salary (prorated by the days employed) and commission for the month, and what changed since in months already run; a second run of an unchanged month records nothing. A run under way for the month is answered instead of a second one",
  })
  @ApiData(PayrollRunResponse, { status: 202 })
  start(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant, @Body() body: StartPayrollRunDto): Promise<PayrollRun> {
    return this.commands.execute(new StartPayrollRunCommand(caller.id, Number(plant.id), body.month));
  }

  @Get('runs/:id')
  @ResponseMessage('Payroll run retrieved successfully')
  @ApiOperation({ summary: 'A pay run and its progress' })
  @ApiData(PayrollRunResponse)
  run(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant, @Param('id', RUN_ID) id: number): Promise<PayrollRun> {
    return this.queries.execute(new GetPayrollRunQuery(caller.id, Number(plant.id), id));
  }

  @Get('months/:month')
  @ResponseMessage('Payroll month retrieved successfully')
  @ApiOperation({
    summary: "The month's latest run, every payslip's figures with totals, and the day-close shortfalls waiting for a decision",
  })
  @ApiData(PayrollMonthResponse)
  month(@OwnerPlant() plant: OwnedPlant, @Param('month', MonthPipe) month: string): Promise<PayrollMonth> {
    return this.queries.execute(new PayrollMonthQuery(Number(plant.id), month));
  }

  @Get('months/:month/slips/:employee_id')
  @ResponseMessage('Payslip retrieved successfully')
  @ApiOperation({ summary: 'One payslip: its lines, how the salary and the commission were worked out, the shortfalls of the month' })
  @ApiData(PayslipResponse)
  slip(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('month', MonthPipe) month: string,
    @Param('employee_id', EMPLOYEE_ID) employeeId: number,
  ): Promise<Payslip> {
    return this.queries.execute(new PayslipQuery(caller.id, Number(plant.id), employeeId, month));
  }

  @Get('months/:month/slips/:employee_id/pdf')
  @ApiOperation({ summary: 'The payslip to print or send (A4 PDF), in English or Urdu (lang)' })
  @ApiFile(['application/pdf'], 'The payslip (inline, named payslip-{employee}-{month}.pdf)')
  async slipPdf(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('month', MonthPipe) month: string,
    @Param('employee_id', EMPLOYEE_ID) employeeId: number,
    @Query() query: PayslipPdfQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const pdf: Buffer = await this.queries.execute(
      new PayslipPdfQuery(new PayslipQuery(caller.id, Number(plant.id), employeeId, month), query.lang ?? 'en'),
    );
    return sendFile(reply, { type: FILE_TYPES.pdf, name: `payslip-${employeeId}-${month}.pdf`, disposition: 'inline' }, pdf);
  }

  @Post('months/:month/slips/:employee_id/pay')
  @HttpCode(200)
  @ResponseMessage('Payslip paid')
  @ApiOperation({
    summary: 'Pay what the slip says is owed: a payment line and a staff-wages expense of the same day; 422 when nothing is owed',
  })
  @ApiData(PayslipResponse)
  async pay(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('month', MonthPipe) month: string,
    @Param('employee_id', EMPLOYEE_ID) employeeId: number,
    @Body() body: PayslipPaymentDto,
  ): Promise<Payslip> {
    await this.commands.execute(new PayPayslipCommand(caller.id, Number(plant.id), employeeId, month, body));
    return this.queries.execute(new PayslipQuery(caller.id, Number(plant.id), employeeId, month));
  }

  @Post('shortfalls/:employee_id/:date/accept')
  @HttpCode(200)
  @ResponseMessage('Shortfall deducted')
  @ApiOperation({
    summary: "Take a day close's cash shortfall off the rider's pay (a deduction on that month's slip); 409 when already decided",
  })
  @ApiData(ShortfallResponse)
  accept(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('employee_id', EMPLOYEE_ID) employeeId: number,
    @Param('date', DayPipe) date: string,
  ): Promise<ShortfallDeduction> {
    return this.decide(
      plant,
      employeeId,
      date,
      new DecideShortfallCommand(caller.id, Number(plant.id), employeeId, date, { type: 'accept' }),
    );
  }

  @Post('shortfalls/:employee_id/:date/waive')
  @HttpCode(200)
  @ResponseMessage('Shortfall waived')
  @ApiOperation({ summary: "Let a day close's cash shortfall go, with a reason; 409 when already decided" })
  @ApiData(ShortfallResponse)
  waive(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('employee_id', EMPLOYEE_ID) employeeId: number,
    @Param('date', DayPipe) date: string,
    @Body() body: ReasonDto,
  ): Promise<ShortfallDeduction> {
    const verdict = { type: 'waive' as const, reason: body.reason.trim() };
    return this.decide(plant, employeeId, date, new DecideShortfallCommand(caller.id, Number(plant.id), employeeId, date, verdict));
  }

  private async decide(plant: OwnedPlant, employeeId: number, date: string, command: DecideShortfallCommand): Promise<ShortfallDeduction> {
    await this.commands.execute(command);
    return this.queries.execute(new ShortfallQuery(Number(plant.id), employeeId, date));
  }
}

/** An employee's pay ledger on the staff screen: lines by hand and reversals. */
@ApiTags('Filter owner: payroll')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/employees')
export class EmployeePayController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/pay')
  @ResponseMessage('Pay ledger retrieved successfully')
  @ApiOperation({ summary: "The employee's pay ledger, oldest line first, and what is owed to them now" })
  @ApiData(PayLedgerResponse)
  ledger(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant, @Param('id', EMPLOYEE_ID) id: number): Promise<PayLedger> {
    return this.queries.execute(new PayLedgerQuery(caller.id, Number(plant.id), id));
  }

  @Post(':id/pay/lines')
  @ResponseMessage('Pay line recorded successfully')
  @ApiOperation({
    summary:
      'Record a bonus, an advance, a deduction (with its reason) or a payment; an advance or a payment is also a staff-wages expense of that day',
  })
  @ApiData(PayLedgerResponse, { status: 201 })
  async record(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('id', EMPLOYEE_ID) id: number,
    @Body() body: PayLineDto,
  ): Promise<PayLedger> {
    await this.commands.execute(new RecordPayLineCommand(caller.id, Number(plant.id), id, body));
    return this.queries.execute(new PayLedgerQuery(caller.id, Number(plant.id), id));
  }

  @Post(':id/pay/lines/:line_id/reverse')
  @HttpCode(200)
  @ResponseMessage('Pay line reversed')
  @ApiOperation({ summary: 'Reverse a pay line with a reason (its mirror image, and its expense reversed); never an edit' })
  @ApiData(PayLedgerResponse)
  async reverse(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Param('id', EMPLOYEE_ID) id: number,
    @Param('line_id', LINE_ID) lineId: number,
    @Body() body: ReasonDto,
  ): Promise<PayLedger> {
    await this.commands.execute(new ReversePayLineCommand(caller.id, Number(plant.id), id, lineId, body.reason.trim()));
    return this.queries.execute(new PayLedgerQuery(caller.id, Number(plant.id), id));
  }
}

/** The rider's own earnings (role `employee`), read-only. */
@ApiTags('Rider')
@ApiBearerAuth()
@Roles('employee')
@Controller('rider')
export class RiderEarningsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('earnings')
  @ResponseMessage('Earnings retrieved successfully')
  @ApiOperation({
    summary:
      "The rider's current month so far: salary for the days so far, commission on their entries, advances, deductions, payments, balance",
  })
  @ApiData(RiderEarningsResponse)
  async earnings(@CurrentCaller() caller: Caller): Promise<RiderEarnings> {
    const rider: RiderContext = await this.queries.execute(new RiderContextQuery(caller.id));
    return this.queries.execute(new RiderEarningsQuery(rider.ownerId, rider.plantId, rider.employeeId));
  }
}
