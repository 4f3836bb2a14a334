import type { OwnerUsage } from '@paani/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { OwnerUsageQueryDto, OwnerUsageResponse } from './usage.dto';
import { GetOwnerUsageQuery } from './usage.queries';

@ApiTags('Filter owner: usage')
@Roles('filter_owner')
@Controller('filter-owner/usage')
export class OwnerUsageController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Usage retrieved successfully')
  @ApiOperation({
    summary:
      "The owner's own API calls per billing day (Asia/Karachi) for the last `days` days (default 7), against the plan's daily limit (from its price: 1,000 free, 5,000 under PKR 200, 10,000 under PKR 400, else 20,000), with usage %, overage and its cost",
  })
  @ApiData(OwnerUsageResponse)
  get(@CurrentCaller() caller: Caller, @Query() query: OwnerUsageQueryDto): Promise<OwnerUsage> {
    return this.queries.execute(new GetOwnerUsageQuery(caller.id, query.days ?? 7));
  }
}
