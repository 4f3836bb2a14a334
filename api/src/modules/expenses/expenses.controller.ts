import type { ExpenseDetail, ExpenseList } from '@paani/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { ChangeExpenseCommand, RecordExpenseCommand } from './expense.commands';
import {
  CorrectExpenseDto,
  CreateExpenseDto,
  ExpenseDetailResponse,
  ExpenseListQueryDto,
  ExpenseListResponse,
  ExpenseShowQueryDto,
  ReverseExpenseDto,
  ReverseExpenseQueryDto,
} from './expense.dto';
import { GetExpenseQuery, ListExpensesQuery } from './expense.queries';

const EXPENSE_ID = new PositiveIdPipe('The expense id must be a positive integer.');
export const DEFAULT_EXPENSES_PER_PAGE = 25;

/** A plant's expenses; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: expenses')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/expenses')
export class ExpensesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The expense, within the named plant when one is given: 404 when not the caller's. */
  private expense(caller: Caller, id: number, plant: OwnedPlant | null): Promise<ExpenseDetail> {
    return this.queries.execute(new GetExpenseQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Get()
  @ResponseMessage('Expenses retrieved successfully')
  @ApiOperation({
    summary:
      "The plant's expenses of a month (month=YYYY-MM; this month when neither month nor from/to is given) or of from/to days, filtered by category and employee_id, newest first, 25 a page (at most 100); reversed ones are listed with their reason and left out of totals (amount and by_category over every match)",
  })
  @ApiData(ExpenseListResponse)
  list(@CurrentCaller() caller: Caller, @Query() query: ExpenseListQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<ExpenseList> {
    return this.queries.execute(
      new ListExpensesQuery({
        ownerId: caller.id,
        plantId: Number(plant.id),
        month: query.month,
        from: query.from,
        to: query.to,
        category: query.category,
        employeeId: query.employee_id,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_EXPENSES_PER_PAGE,
      }),
    );
  }

  @Post()
  @ResponseMessage('Expense recorded successfully')
  @ApiOperation({
    summary:
      "Record an expense (date, category, amount > 0, note, employee_id of the plant); 422 per field, and for a date in the future or before the plant's lock period",
  })
  @ApiCreatedData(ExpenseDetailResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateExpenseDto, @OwnerPlant() plant: OwnedPlant): Promise<ExpenseDetail> {
    const id: number = await this.commands.execute(new RecordExpenseCommand(caller.id, Number(plant.id), body));
    return this.expense(caller, id, plant);
  }

  @Get(':id')
  @ResponseMessage('Expense retrieved successfully')
  @ApiOperation({ summary: 'One expense with its history (recorded, each correction with the values before and after, a reversal)' })
  @ApiData(ExpenseDetailResponse)
  show(
    @CurrentCaller() caller: Caller,
    @Param('id', EXPENSE_ID) id: number,
    @Query() _query: ExpenseShowQueryDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<ExpenseDetail> {
    return this.expense(caller, id, plant);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Correct an expense: the given fields replace the current ones, recorded as ExpenseCorrected with the old and new values and the required reason; 422 EXPENSE_LOCKED when it is older than the plant's lock period (reverse it instead), EXPENSE_REVERSED when reversed",
  })
  @ApiData(ExpenseDetailResponse)
  async correct(
    @CurrentCaller() caller: Caller,
    @Param('id', EXPENSE_ID) id: number,
    @Body() body: CorrectExpenseDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ) {
    const expense = await this.expense(caller, id, plant);
    const { reason, ...input } = body;
    const { changed }: { changed: boolean } = await this.commands.execute(
      new ChangeExpenseCommand(caller.id, expense.filter_plant_id, expense.id, { type: 'CorrectExpense', input, reason: reason.trim() }),
    );
    const updated = await this.expense(caller, expense.id, null);
    return withMessage(updated, changed ? 'Expense corrected successfully' : 'Nothing to correct: the values are the same');
  }

  @Delete(':id')
  @ResponseMessage('Expense reversed successfully')
  @ApiOperation({
    summary:
      'Reverse an expense (reason required, in the body or the query): recorded as ExpenseReversed; the expense stays listed as reversed with its reason, out of every total',
  })
  @ApiData(ExpenseDetailResponse)
  async reverse(
    @CurrentCaller() caller: Caller,
    @Param('id', EXPENSE_ID) id: number,
    @Body() body: ReverseExpenseDto,
    @Query() query: ReverseExpenseQueryDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<ExpenseDetail> {
    const reason = (body?.reason ?? query.reason ?? '').trim();
    if (!reason) throw DomainError.field('reason', 'A reason is required.');
    const expense = await this.expense(caller, id, plant);
    await this.commands.execute(
      new ChangeExpenseCommand(caller.id, expense.filter_plant_id, expense.id, { type: 'ReverseExpense', reason }),
    );
    return this.expense(caller, expense.id, null);
  }
}
