import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { SuperAdminDashboardResponse } from './super-admin-dashboard.dto';
import { GetSuperAdminDashboardQuery, SuperAdminDashboard } from './super-admin-dashboard.queries';

@ApiTags('Super admin: dashboard')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/dashboard')
export class SuperAdminDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Dashboard data retrieved successfully')
  @ApiOperation({ summary: 'Platform totals; avg_response_time in seconds over the last 1000 API answers of this process' })
  @ApiData(SuperAdminDashboardResponse)
  get(): Promise<SuperAdminDashboard> {
    return this.queries.execute(new GetSuperAdminDashboardQuery());
  }
}
