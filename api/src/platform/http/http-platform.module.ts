import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ApiExceptionFilter } from './exception.filter';
import { RouteAccessTable } from './route-access';
import { SpaFallback } from './spa-fallback';
import { createValidationPipe } from './validation';

/** The conventions every route shares: validation, the error shape (the envelope: envelope-hooks.ts). */
@Global()
@Module({})
export class HttpPlatformModule {
  static forRoot(staticRoots: { owner: string; admin: string }): DynamicModule {
    return {
      module: HttpPlatformModule,
      imports: [DiscoveryModule],
      providers: [
        RouteAccessTable,
        { provide: SpaFallback, useValue: new SpaFallback(staticRoots) },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [SpaFallback, RouteAccessTable],
    };
  }
}
