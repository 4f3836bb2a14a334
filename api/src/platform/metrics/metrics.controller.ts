import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public, RawResponse } from '../http/decorators';
import { MetricsRegistry } from './metrics-registry';
import { MetricsTokenGuard } from './metrics-token.guard';

/** Prometheus' text exposition format, the one every scraper reads. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

@ApiTags('Operations')
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly registry: MetricsRegistry) {}

  @Get()
  @Public()
  @UseGuards(MetricsTokenGuard)
  @RawResponse()
  @Header('content-type', PROMETHEUS_CONTENT_TYPE)
  @Header('cache-control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "This process's metrics for Prometheus (text format 0.0.4): HTTP requests by route, events appended, the database pool, job queues and the job attempts this process ran, backups, the event log's position and the analytics projection's lag. Needs `Authorization: Bearer $METRICS_TOKEN`; 404 while METRICS_TOKEN is not set, 401 for a missing or wrong token",
  })
  @ApiProduces(PROMETHEUS_CONTENT_TYPE)
  @ApiResponse({
    status: 200,
    description: 'The metrics as Prometheus text (no envelope)',
    content: {
      [PROMETHEUS_CONTENT_TYPE]: {
        schema: { type: 'string', example: 'paani_http_requests_total{route="/api/health",method="GET",status="200"} 3' },
      },
    },
  })
  @ApiResponse({ status: 401, description: 'No token, or not METRICS_TOKEN (the error envelope)' })
  @ApiResponse({ status: 404, description: 'METRICS_TOKEN is not set: the route is off (the error envelope)' })
  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
