import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AdminCurrenciesController } from './admin-currencies.controller';
import { CurrenciesController, ExchangeRateJobsController } from './currencies.controller';
import { ActiveCurrenciesController, CurrencyPreferencesController } from './currency-preferences.controller';
import { CURRENCY_COMMAND_HANDLERS } from './currency.commands';
import { currencyChoiceProjection, currencyProjection } from './currency.projection';
import { CURRENCY_QUERY_HANDLERS } from './currency.queries';
import { CurrencySeeder } from './currency.seeder';
import { ExchangeRateJob } from './exchange-rate.job';

@Module({
  controllers: [
    CurrenciesController,
    ExchangeRateJobsController,
    ActiveCurrenciesController,
    CurrencyPreferencesController,
    AdminCurrenciesController,
  ],
  providers: [...CURRENCY_COMMAND_HANDLERS, ...CURRENCY_QUERY_HANDLERS, CurrencySeeder, ExchangeRateJob],
  exports: [ExchangeRateJob],
})
export class CurrenciesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(currencyProjection);
    this.projections.register(currencyChoiceProjection);
  }
}
