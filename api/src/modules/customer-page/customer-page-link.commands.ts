import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import { SecretBox } from '../../platform/secrets/secret-box';
import { CUSTOMER_NOT_FOUND } from '../customers/customer.decider';
import { newPageToken, newPin, pageTokenHash } from './customer-page-access';
import { customerPageLinkDecider, CustomerPageLinkCommand } from './customer-page-link.decider';
import { customerPageStreamId, CustomerPageRef } from './customer-page-link.events';

/** The owner's customer (of `plantId` when the call names one): its ids for the link's events; 404 otherwise. */
export async function ownedCustomer(sql: Sql, ownerId: number, customerId: number, plantId: number | null): Promise<CustomerPageRef> {
  const row = await sql.one<{ plant_id: string }>(
    `SELECT plant_id FROM customers WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3::bigint)`,
    [customerId, ownerId, plantId],
  );
  if (!row) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
  return { owner_id: ownerId, plant_id: Number(row.plant_id), customer_id: customerId };
}

/** What the owner does to a customer's link: issue or rotate it (pin: a new PIN, none, or keep), change its PIN, revoke it. */
export type PageLinkChange = { type: 'issue'; pin: boolean | undefined } | { type: 'pin'; pin: boolean } | { type: 'revoke' };

export class ChangeCustomerPageLinkCommand {
  constructor(
    readonly ownerId: number,
    readonly customerId: number,
    readonly plantId: number | null,
    readonly change: PageLinkChange,
  ) {}
}

/** POST, PUT …/pin and DELETE /customers/{id}/page-link: one handler, the link's stream in turn. */
@CommandHandler(ChangeCustomerPageLinkCommand)
export class ChangeCustomerPageLinkHandler implements ICommandHandler<ChangeCustomerPageLinkCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
    private readonly box: SecretBox,
  ) {}

  async execute({ ownerId, customerId, plantId, change }: ChangeCustomerPageLinkCommand): Promise<void> {
    const ref = await ownedCustomer(this.sql, ownerId, customerId, plantId);
    const sealedPin = (pin: boolean) => (pin ? this.box.seal(newPin()) : null);
    let command: CustomerPageLinkCommand;
    if (change.type === 'issue') {
      const token = newPageToken();
      const pinSealed = change.pin === undefined ? undefined : sealedPin(change.pin);
      command = { type: 'IssueLink', ref, tokenHash: pageTokenHash(token), tokenSealed: this.box.seal(token), pinSealed };
    } else if (change.type === 'pin') command = { type: 'ChangePin', ref, pinSealed: sealedPin(change.pin) };
    else command = { type: 'RevokeLink', ref };
    await this.store.handle(
      customerPageStreamId(customerId),
      customerPageLinkDecider,
      command,
      { tenant_id: ownerId },
      { contention: 'wait' },
    );
  }
}
