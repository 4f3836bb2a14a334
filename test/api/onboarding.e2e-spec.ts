import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, Owner, superAdminToken } from './plants.fixtures';

describe('onboarding wizard, start to finish through HTTP (real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  const on = (path: string) => `/api/filter-owner/onboarding/${path}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t);
  });
  afterAll(() => t.close());

  it('walks a new owner through all steps', async () => {
    const get = (path: string) => t.http().get(on(path)).set(auth(owner.token));
    const post = (path: string, body: object = {}, query = '') =>
      t
        .http()
        .post(`${on(path)}${query}`)
        .set(auth(owner.token))
        .send(body);

    // 1. system-status
    const system = await get('system-status').expect(200);
    expect(system.body.data).toEqual({ onboarding_enabled: true, status: 'enabled', message: 'Onboarding is available.' });

    // 2. status of a brand-new owner
    const fresh = await get('status').expect(200);
    expect(fresh.body.data).toMatchObject({
      is_complete: false,
      next_step: 'plant',
      progress_percentage: 0,
      has_plants: false,
      steps: { plant_created: false, areas_added: false, employees_added: false, assignments_made: false },
      plants: [],
      progress_data: { plantId: null },
      missing_steps: ['Create Filter Plant'],
      is_first_login: true,
      should_redirect: true,
      redirect_url: '/filter-owner/onboarding',
    });

    // 3. check-skip-eligibility and 4. requirements
    const skip = await get('check-skip-eligibility').expect(200);
    expect(skip.body.data).toMatchObject({ can_skip: false, next_step: 'plant' });
    const requirements = await get('requirements').expect(200);
    expect(requirements.body.data).toMatchObject({ missing_steps: ['Create Filter Plant'], is_first_login: true, has_plants: false });
    expect(requirements.body.data.requirements).toHaveLength(4);

    // 5. plant-id before any plant
    expect((await get('plant-id').expect(200)).body.data).toEqual({ plant_id: null });

    // 6. save-progress, then 7. progress survives signing out
    await post('save-progress', { step: 'plant', data: { name: 'Draft plant' } }).expect(200);
    await post('save-progress', { step: 1, data: { areas: [{ name: 'A' }] } }).expect(200);
    await t.http().post('/api/logout').set(auth(owner.token)).expect(200);
    owner.token = await t.login(owner.email, 'owner-password');
    const progress = await get('progress').expect(200);
    expect(progress.body.data).toMatchObject({
      current_step: 'areas',
      step_index: 1,
      data: { plant: { name: 'Draft plant' }, areas: { areas: [{ name: 'A' }] } },
      plant_id: null,
    });

    // 8. assign-employee-area without a plant
    const noPlant = await post('assign-employee-area', { area_id: 1, employee_id: 1 }).expect(422);
    expect(noPlant.body.message).toBe('Plant context not available. Please complete plant setup first.');

    // 9. create-plant-from-progress: validation, then creation, then the same plant again
    const invalid = await post('create-plant-from-progress', { plant_data: { default_can_rate: 0 } }).expect(422);
    expect(invalid.body.errors).toMatchObject({
      'plant_data.name': ['Plant name is required'],
      'plant_data.address': ['Address is required'],
      'plant_data.phone': ['Phone number is required'],
      'plant_data.default_can_rate': ['Can rate must be at least 1'],
    });
    expect((await post('create-plant-from-progress', {}).expect(422)).body.errors.plant_data).toContain(
      'The plant data field is required.',
    );
    const created = await post('create-plant-from-progress', {
      plant_data: { name: 'Wizard Plant', address: 'Lahore', phone: '03001234567', secondary_phone: '042 1234567' },
    }).expect(200);
    expect(created.body).toMatchObject({
      message: 'Plant created successfully',
      data: { created: true, plant: { name: 'Wizard Plant', default_can_rate: 25, phone_secondary: '042 1234567', is_active: false } },
    });
    const plantId = created.body.data.plant_id;
    const again = await post('create-plant-from-progress', {
      plant_data: { name: 'Wizard Plant 2', address: 'Lahore', phone: '03001234567', default_can_rate: 30 },
    }).expect(200);
    expect(again.body).toMatchObject({
      message: 'Plant updated successfully',
      data: { plant_id: plantId, created: false, plant: { name: 'Wizard Plant 2', default_can_rate: 30 } },
    });
    expect((await get('plant-id').expect(200)).body.data).toEqual({ plant_id: plantId });

    const afterPlant = await get('status').expect(200);
    expect(afterPlant.body.data).toMatchObject({
      next_step: 'areas',
      progress_percentage: 25,
      has_plants: true,
      progress_data: { plantId },
      missing_steps: ['Add Areas', 'Add Employees', 'Assign Employees to Areas'],
    });
    expect(afterPlant.body.data.plants).toEqual([
      expect.objectContaining({
        id: plantId,
        has_areas: false,
        has_employees: false,
        employees_assigned: false,
        progress_data: { plantId },
      }),
    ]);

    // The inactive plant already takes areas and employees: onboarding builds it before activation (docs/decisions.md, "Plants").
    const q = `?filter_plant_id=${plantId}`;
    const noAreas = await post('assign-employee-area', { area_id: 1, employee_id: 1 }, q).expect(422);
    expect(noAreas.body.message).toBe('No areas available. Please create at least one area first.');
    const area = await t
      .http()
      .post(`/api/filter-owner/areas${q}`)
      .set(auth(owner.token))
      .send({ name: 'Gulberg', description: 'Main' })
      .expect(201);
    const noEmployees = await post('assign-employee-area', { area_id: area.body.data.id, employee_id: 1 }, q).expect(422);
    expect(noEmployees.body.message).toBe('No employees available. Please add at least one employee first.');
    const employee = await t
      .http()
      .post(`/api/filter-owner/employees${q}`)
      .set(auth(owner.token))
      .send({ name: 'Rider', phone: '03001234567', type: 'commission' })
      .expect(201);

    // 10. mark-step-completed by name and by index
    await post('mark-step-completed', { step: 'areas' }).expect(200);
    const marked = await post('mark-step-completed', { step: 2 }).expect(200);
    expect(marked.body.data).toMatchObject({ next_step: 'assignments', progress_percentage: 75 });

    // 11. update-progress
    const updated = await post('update-progress', { step: 'assignments', data: { pairs: [] } }).expect(200);
    expect(updated.body.data.progress).toMatchObject({ current_step: 'assignments', step_index: 3 });

    // 12. assign-employee-area
    const assigned = await post('assign-employee-area', { area_id: area.body.data.id, employee_id: employee.body.data.id }, q).expect(200);
    expect(assigned.body.message).toBe('Employee assigned to area successfully');
    expect(assigned.body.data.status).toMatchObject({
      is_complete: true,
      next_step: 'complete',
      progress_percentage: 100,
      missing_steps: [],
    });

    // 13. complete, which also completes the first login
    const done = await post('complete').expect(200);
    expect(done.body).toMatchObject({
      message: 'Onboarding completed successfully',
      data: { is_complete: true, should_redirect: false, redirect_url: null },
    });
    const profile = await t.http().get('/api/profile').set(auth(owner.token)).expect(200);
    expect(profile.body.data.first_login_completed).toBe(true);
    expect((await get('check-skip-eligibility').expect(200)).body.data).toMatchObject({ can_skip: true, next_step: 'complete' });

    // 14. reset forgets drafts and marks, not the plant and its data
    await post('reset').expect(200);
    const reset = await get('progress').expect(200);
    expect(reset.body.data).toMatchObject({ current_step: 'plant', data: {}, completed_steps: [], plant_id: plantId });
    expect((await get('status').expect(200)).body.data.has_plants).toBe(true);

    const events = await t.db.dataSource.query(`SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      `onboarding-${owner.id}`,
    ]);
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual(
      expect.arrayContaining([
        'OnboardingProgressSaved',
        'OnboardingPlantLinked',
        'OnboardingStepCompleted',
        'OnboardingCompleted',
        'OnboardingReset',
      ]),
    );
  });

  it('refuses to complete without a plant, and bad steps', async () => {
    const other = await createOwner(t);
    const response = await t.http().post(on('complete')).set(auth(other.token)).expect(422);
    expect(response.body.message).toBe('Please create your first filter plant before completing onboarding.');
    const bad = await t.http().post(on('mark-step-completed')).set(auth(other.token)).send({ step: 'billing' }).expect(422);
    expect(bad.body.errors.step).toEqual(['The step must be one of plant, areas, employees, assignments, complete (or 0 to 4).']);
    await t.http().post(on('mark-step-completed')).set(auth(other.token)).send({ step: 5 }).expect(422);
    await t.http().post(on('save-progress')).set(auth(other.token)).send({ step: 'plant', data: 'text' }).expect(422);
  });

  it('answers 423 on every route but system-status while the super admin has onboarding switched off', async () => {
    const admin = await superAdminToken(t);
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ app: { onboarding_enabled: false } })
      .expect(200);
    try {
      const other = await createOwner(t);
      const gets = ['check-skip-eligibility', 'status', 'progress', 'plant-id', 'requirements'];
      const posts = [
        'mark-step-completed',
        'save-progress',
        'create-plant-from-progress',
        'reset',
        'update-progress',
        'complete',
        'assign-employee-area',
      ];
      for (const path of gets) {
        const response = await t.http().get(on(path)).set(auth(other.token));
        expect([path, response.status]).toEqual([path, 423]);
        expect(response.body).toMatchObject({ success: false, error_code: 'ONBOARDING_DISABLED' });
      }
      for (const path of posts) {
        const response = await t.http().post(on(path)).set(auth(other.token)).send({});
        expect([path, response.status]).toEqual([path, 423]);
      }
      const system = await t.http().get(on('system-status')).set(auth(other.token)).expect(200);
      expect(system.body.data).toMatchObject({ onboarding_enabled: false, status: 'disabled' });
      await t.http().get(on('status')).expect(401);
    } finally {
      await t
        .http()
        .put('/api/super-admin/system-settings')
        .set(auth(admin))
        .send({ app: { onboarding_enabled: true } })
        .expect(200);
    }
    await t.http().get(on('status')).set(auth(owner.token)).expect(200);
  });

  it('rebuilds plants, areas, employees, assignments and onboarding from the log exactly as they are', async () => {
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = report.tables.filter((table) =>
      ['plants', 'areas', 'employees', 'area_employees', 'onboarding_progress'].includes(table.table),
    );
    expect(mine).toHaveLength(5);
    for (const table of mine) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
  });

  it('keeps onboarding to filter owners', async () => {
    const admin = await superAdminToken(t);
    await t.http().get(on('status')).set(auth(admin)).expect(403);
  });
});
