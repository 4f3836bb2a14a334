import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { AssignEmployeeToAreaCommand } from '../areas/area.commands';
import { plantDetailsFrom } from '../plants/plant-details';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { GetPlantViewQuery } from '../plants/plant.queries';
import { PlantView } from '../plants/plant.view';
import { CompleteOnboardingCommand, CreatePlantFromProgressCommand, RecordOnboardingCommand } from './onboarding.commands';
import {
  AssignEmployeeAreaDto,
  CreatePlantFromProgressDto,
  MarkStepDto,
  OnboardingProgressAndStatusResponse,
  OnboardingProgressResponse,
  OnboardingRequirementsResponse,
  OnboardingStatusResponse,
  OnboardingSystemStatusResponse,
  SaveProgressDto,
  SkipEligibilityResponse,
  stepName,
  WizardAssignmentResponse,
  WizardPlantIdResponse,
  WizardPlantResponse,
} from './onboarding.dto';
import { OnboardingEnabledGuard, OpenWhileOnboardingDisabled } from './onboarding-enabled.guard';
import {
  OnboardingEnabledQuery,
  OnboardingProgressQuery,
  OnboardingStatus,
  OnboardingStatusQuery,
  PlantStaffingQuery,
} from './onboarding.queries';

export const NO_AREAS = 'No areas available. Please create at least one area first.';
export const NO_EMPLOYEES = 'No employees available. Please add at least one employee first.';
const DEFAULT_WIZARD_CAN_RATE = 25;

/** The five-step setup wizard of a new owner (docs/product.md, "The owner app"). Locked (423) while switched off. */
@ApiTags('Filter owner: onboarding')
@ApiBearerAuth()
@UseGuards(OnboardingEnabledGuard)
@Roles('filter_owner')
@Controller('filter-owner/onboarding')
export class OnboardingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private status(ownerId: number): Promise<OnboardingStatus> {
    return this.queries.execute(new OnboardingStatusQuery(ownerId));
  }

  @Get('system-status')
  @OpenWhileOnboardingDisabled()
  @ResponseMessage('Onboarding system status retrieved successfully')
  @ApiOperation({ summary: 'Whether onboarding is switched on (answers 200 even while it is off)' })
  @ApiData(OnboardingSystemStatusResponse)
  async systemStatus() {
    const enabled: boolean = await this.queries.execute(new OnboardingEnabledQuery());
    return {
      onboarding_enabled: enabled,
      status: enabled ? 'enabled' : 'disabled',
      message: enabled ? 'Onboarding is available.' : 'Onboarding is currently disabled by the administrator.',
    };
  }

  @Get('status')
  @ResponseMessage('Onboarding status retrieved successfully')
  @ApiOperation({ summary: 'is_complete, next_step, progress_percentage, has_plants, steps, plants with their flags' })
  @ApiData(OnboardingStatusResponse)
  getStatus(@CurrentCaller() caller: Caller) {
    return this.status(caller.id);
  }

  @Get('check-skip-eligibility')
  @ResponseMessage('Skip eligibility checked successfully')
  @ApiOperation({ summary: 'can_skip (onboarding complete) and next_step' })
  @ApiData(SkipEligibilityResponse)
  async checkSkipEligibility(@CurrentCaller() caller: Caller) {
    const status = await this.status(caller.id);
    return {
      can_skip: status.is_complete,
      next_step: status.next_step,
      reason: status.is_complete ? 'Onboarding is complete.' : `Setup is not finished: ${status.missing_steps.join(', ')}.`,
    };
  }

  @Get('requirements')
  @ResponseMessage('Onboarding requirements retrieved successfully')
  @ApiOperation({ summary: 'The missing steps and whether this is the first login' })
  @ApiData(OnboardingRequirementsResponse)
  async requirements(@CurrentCaller() caller: Caller) {
    const status = await this.status(caller.id);
    const { steps } = status;
    return {
      missing_steps: status.missing_steps,
      requirements: [
        { step: 'plant', title: 'Create Filter Plant', completed: steps.plant_created },
        { step: 'areas', title: 'Add Areas', completed: steps.areas_added },
        { step: 'employees', title: 'Add Employees', completed: steps.employees_added },
        { step: 'assignments', title: 'Assign Employees to Areas', completed: steps.assignments_made },
      ],
      is_complete: status.is_complete,
      is_first_login: status.is_first_login,
      has_plants: status.has_plants,
      next_step: status.next_step,
    };
  }

  @Post('mark-step-completed')
  @HttpCode(200)
  @ResponseMessage('Step marked as completed')
  @ApiOperation({ summary: 'Record that the wizard finished a step (name or index); returns the status' })
  @ApiData(OnboardingStatusResponse)
  async markStepCompleted(@CurrentCaller() caller: Caller, @Body() body: MarkStepDto) {
    await this.commands.execute(
      new RecordOnboardingCommand(caller.id, { type: 'CompleteStep', ownerId: caller.id, step: stepName(body.step) }),
    );
    return this.status(caller.id);
  }

  @Post('save-progress')
  @HttpCode(200)
  @ResponseMessage('Progress saved successfully')
  @ApiOperation({ summary: "Save a step's draft; it survives signing out" })
  @ApiData(OnboardingProgressResponse)
  async saveProgress(@CurrentCaller() caller: Caller, @Body() body: SaveProgressDto) {
    await this.recordProgress(caller.id, body);
    return this.queries.execute(new OnboardingProgressQuery(caller.id));
  }

  @Post('update-progress')
  @HttpCode(200)
  @ResponseMessage('Progress updated successfully')
  @ApiOperation({ summary: "Move the wizard to a step with that step's data; answers the progress and the status" })
  @ApiData(OnboardingProgressAndStatusResponse)
  async updateProgress(@CurrentCaller() caller: Caller, @Body() body: SaveProgressDto) {
    await this.recordProgress(caller.id, body);
    const [progress, status] = await Promise.all([this.queries.execute(new OnboardingProgressQuery(caller.id)), this.status(caller.id)]);
    return { progress, status };
  }

  @Get('progress')
  @ResponseMessage('Progress retrieved successfully')
  @ApiOperation({ summary: 'The saved drafts per step, current step, completed steps and the plant id' })
  @ApiData(OnboardingProgressResponse)
  progress(@CurrentCaller() caller: Caller) {
    return this.queries.execute(new OnboardingProgressQuery(caller.id));
  }

  @Get('plant-id')
  @ResponseMessage('Plant id retrieved successfully')
  @ApiOperation({ summary: "The wizard's plant (data.plant_id; null when there is none yet)" })
  @ApiData(WizardPlantIdResponse)
  async plantId(@CurrentCaller() caller: Caller) {
    const progress = await this.queries.execute(new OnboardingProgressQuery(caller.id));
    return { plant_id: progress.plant_id };
  }

  @Post('create-plant-from-progress')
  @HttpCode(200)
  @ApiOperation({ summary: "The wizard's plant step: create the plant (or save the details on the wizard's plant)" })
  @ApiData(WizardPlantResponse)
  async createPlantFromProgress(@CurrentCaller() caller: Caller, @Body() body: CreatePlantFromProgressDto) {
    const data = body.plant_data;
    const details = plantDetailsFrom(data, null, DEFAULT_WIZARD_CAN_RATE);
    const hasLocation = typeof data.latitude === 'number' && typeof data.longitude === 'number';
    const { plantId, created }: { plantId: number; created: boolean } = await this.commands.execute(
      new CreatePlantFromProgressCommand(caller.id, details, hasLocation ? data.latitude! : null, hasLocation ? data.longitude! : null),
    );
    const plant: PlantView = await this.queries.execute(new GetPlantViewQuery(plantId));
    return withMessage({ plant_id: plantId, plant, created }, created ? 'Plant created successfully' : 'Plant updated successfully');
  }

  @Post('assign-employee-area')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign an employee to an area of the plant in filter_plant_id' })
  @ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
  @ApiData(WizardAssignmentResponse)
  async assignEmployeeArea(
    @CurrentCaller() caller: Caller,
    @Body() body: AssignEmployeeAreaDto,
    // Without any plant: 422 'Plant context not available. Please complete plant setup first.'
    @OwnerPlant() plant: OwnedPlant,
  ) {
    const counts: { areas: number; employees: number } = await this.queries.execute(new PlantStaffingQuery(Number(plant.id)));
    if (counts.areas === 0) throw DomainError.validation(NO_AREAS, { area_id: [NO_AREAS] }, ERROR_CODES.noAreas);
    if (counts.employees === 0) throw DomainError.validation(NO_EMPLOYEES, { employee_id: [NO_EMPLOYEES] }, ERROR_CODES.noEmployees);
    const added: boolean = await this.commands.execute(
      new AssignEmployeeToAreaCommand(caller.id, Number(plant.id), body.area_id, body.employee_id),
    );
    const status = await this.status(caller.id);
    return withMessage(
      { area_id: body.area_id, employee_id: body.employee_id, filter_plant_id: Number(plant.id), status },
      added ? 'Employee assigned to area successfully' : 'Employee is already assigned to this area',
    );
  }

  @Post('reset')
  @HttpCode(200)
  @ResponseMessage('Onboarding reset successfully')
  @ApiOperation({ summary: 'Forget the saved drafts and step marks (plants, areas and employees stay)' })
  @ApiData(OnboardingStatusResponse)
  async reset(@CurrentCaller() caller: Caller) {
    await this.commands.execute(new RecordOnboardingCommand(caller.id, { type: 'ResetOnboarding', ownerId: caller.id }));
    return this.status(caller.id);
  }

  @Post('complete')
  @HttpCode(200)
  @ResponseMessage('Onboarding completed successfully')
  @ApiOperation({ summary: 'Finish the wizard (needs a plant); also completes the first login' })
  @ApiData(OnboardingStatusResponse)
  async complete(@CurrentCaller() caller: Caller) {
    await this.commands.execute(new CompleteOnboardingCommand(caller.id));
    return this.status(caller.id);
  }

  /** save-progress and update-progress record the same fact; they differ only in what they answer. */
  private recordProgress(ownerId: number, body: SaveProgressDto): Promise<unknown> {
    return this.commands.execute(
      new RecordOnboardingCommand(ownerId, { type: 'SaveProgress', ownerId, step: stepName(body.step), data: body.data ?? {} }),
    );
  }
}
