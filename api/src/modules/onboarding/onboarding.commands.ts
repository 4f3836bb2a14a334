import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { EventStore } from '../../platform/event-store/event-store';
import { ChangeUserCommand } from '../auth/user.commands';
import { ChangePlantCommand, RegisterPlantCommand } from '../plants/plant.commands';
import { PlantDetails } from '../plants/plant.events';
import { OnboardingCommand, onboardingDecider } from './onboarding.decider';
import { onboardingStreamId } from './onboarding.events';

/** Any step of an owner's onboarding that is a fact of the onboarding stream alone. */
export class RecordOnboardingCommand {
  constructor(
    readonly ownerId: number,
    readonly command: OnboardingCommand,
  ) {}
}

@CommandHandler(RecordOnboardingCommand)
export class RecordOnboardingHandler implements ICommandHandler<RecordOnboardingCommand, void> {
  constructor(private readonly store: EventStore) {}

  async execute({ ownerId, command }: RecordOnboardingCommand): Promise<void> {
    await this.store.handle(onboardingStreamId(ownerId), onboardingDecider, command, { tenant_id: ownerId });
  }
}

/**
 * The wizard's plant step: creates the owner's plant (within the package's limit) and links it
 * to the onboarding, or, when the onboarding already has its plant, saves the details on it.
 */
export class CreatePlantFromProgressCommand {
  constructor(
    readonly ownerId: number,
    readonly details: PlantDetails,
    readonly latitude: number | null,
    readonly longitude: number | null,
  ) {}
}

@CommandHandler(CreatePlantFromProgressCommand)
export class CreatePlantFromProgressHandler implements ICommandHandler<
  CreatePlantFromProgressCommand,
  { plantId: number; created: boolean }
> {
  constructor(
    private readonly commands: CommandBus,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, details, latitude, longitude }: CreatePlantFromProgressCommand): Promise<{ plantId: number; created: boolean }> {
    const linked = await this.sql.one<{ id: string }>(
      `SELECT p.id FROM onboarding_progress o JOIN plants p ON p.id = o.plant_id AND p.owner_id = o.owner_id WHERE o.owner_id = $1`,
      [ownerId],
    );
    if (linked) {
      const plantId = Number(linked.id);
      await this.commands.execute(new ChangePlantCommand(ownerId, plantId, { type: 'ChangePlantDetails', details }));
      if (latitude !== null && longitude !== null) {
        await this.commands.execute(
          new ChangePlantCommand(ownerId, plantId, { type: 'SetPlantLocation', latitude, longitude, address: details.address }),
        );
      }
      return { plantId, created: false };
    }
    const plantId: number = await this.commands.execute(new RegisterPlantCommand(ownerId, details, latitude, longitude));
    await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'LinkPlant', ownerId, plantId }));
    await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'CompleteStep', ownerId, step: 'plant' }));
    return { plantId, created: true };
  }
}

/** Finishing the wizard also completes the owner's first login. */
export class CompleteOnboardingCommand {
  constructor(readonly ownerId: number) {}
}

@CommandHandler(CompleteOnboardingCommand)
export class CompleteOnboardingHandler implements ICommandHandler<CompleteOnboardingCommand, void> {
  constructor(
    private readonly commands: CommandBus,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId }: CompleteOnboardingCommand): Promise<void> {
    const { count } = (await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM plants WHERE owner_id = $1`, [ownerId]))!;
    await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'CompleteOnboarding', ownerId, hasPlants: count > 0 }));
    await this.commands.execute(new ChangeUserCommand(ownerId, { type: 'CompleteFirstLogin' }));
  }
}

export const ONBOARDING_COMMAND_HANDLERS = [RecordOnboardingHandler, CreatePlantFromProgressHandler, CompleteOnboardingHandler];
