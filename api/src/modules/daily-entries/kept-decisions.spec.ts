import { StoredEvent } from '../../platform/event-store/event.types';
import { CustomerState, initialCustomerState } from '../customers/customer.decider';
import { KeptDecisions, PlantFacts } from './kept-decisions';

describe('KeptDecisions', () => {
  const plant = (ownerId: number): PlantFacts => ({
    ownerId,
    calendar: { timeZone: 'Asia/Karachi', lockPeriodDays: 35 },
    defaultRate: '60.00',
    row: { default_can_rate: '60.00', time_zone: 'Asia/Karachi', lock_period_days: 35 },
  });
  const state = (customerId: number, ownerId: number, balance = '0.00'): CustomerState => ({
    ...initialCustomerState,
    status: 'registered',
    ref: { customer_id: customerId, plant_id: 1, owner_id: ownerId },
    balance,
  });
  const committed = (streamIds: string[]): StoredEvent[] => streamIds.map((streamId) => ({ streamId }) as StoredEvent);

  function kept() {
    let listener: (events: StoredEvent[]) => void = () => undefined;
    const decisions = new KeptDecisions((registered) => (listener = registered));
    decisions.keepPlant(1, plant(7));
    decisions.keepCustomer(10, { state: state(10, 7), version: 3 });
    decisions.keepCustomer(11, { state: state(11, 7), version: 5 });
    return { decisions, commit: (streamIds: string[]) => listener(committed(streamIds)) };
  }

  it('gives every customer asked for with the plant, or nothing when one of them or the plant is missing', () => {
    const { decisions } = kept();
    expect([...decisions.get(7, 1, [10, 11])!.customers.keys()]).toEqual([10, 11]);
    expect(decisions.get(7, 1, [10, 12])).toBeUndefined();
    expect(decisions.get(7, 2, [10])).toBeUndefined();
  });

  it("never gives one owner's plant or customers to another owner", () => {
    const { decisions } = kept();
    expect(decisions.get(8, 1, [10])).toBeUndefined();
    decisions.keepPlant(1, plant(8));
    expect(decisions.get(8, 1, [10])).toBeUndefined();
  });

  it('keeps the newest version of a customer when saves finish out of order', () => {
    const { decisions } = kept();
    decisions.keepCustomer(10, { state: state(10, 7, '120.00'), version: 5 });
    decisions.keepCustomer(10, { state: state(10, 7, '60.00'), version: 4 });
    expect(decisions.get(7, 1, [10])!.customers.get(10)).toMatchObject({ version: 5, state: { balance: '120.00' } });
  });

  it("lets go of a customer whose stream a commit here changed, and of the plants on a plant's change", () => {
    const { decisions, commit } = kept();
    commit(['customer-schedule-10', 'customer-reminders-10', 'employee-10']);
    expect(decisions.get(7, 1, [10, 11])).toBeDefined();
    commit(['customer-10']);
    expect(decisions.get(7, 1, [10])).toBeUndefined();
    expect(decisions.get(7, 1, [11])).toBeDefined();
    commit(['plant-portfolio-7']);
    expect(decisions.get(7, 1, [11])).toBeUndefined();
  });

  it('forgets the plant and customers of a save that failed', () => {
    const { decisions } = kept();
    decisions.forget(1, [10]);
    expect(decisions.get(7, 1, [11])).toBeUndefined();
    decisions.keepPlant(1, plant(7));
    expect(decisions.get(7, 1, [11])).toBeDefined();
    expect(decisions.get(7, 1, [10])).toBeUndefined();
  });
});
