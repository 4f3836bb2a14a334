"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AUDIT_QUERY_HANDLERS = exports.GetStreamHandler = exports.GetStreamQuery = exports.GetEventHandler = exports.GetEventQuery = exports.ListEventsHandler = exports.ListEventsQuery = exports.EVENT_SORTS = void 0;
exports.toAuditView = toAuditView;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
const kysely_2 = require("../../platform/database/kysely");
const domain_error_1 = require("../../platform/domain/domain-error");
const event_row_1 = require("../../platform/event-store/event-row");
const upcasters_1 = require("../../platform/event-store/upcasters");
const redaction_1 = require("./redaction");
function toAuditView(event) {
    return {
        id: Number(event.globalPosition),
        stream_id: event.streamId,
        stream_type: event.streamType,
        stream_version: event.streamVersion,
        event_type: event.type,
        schema_version: event.schemaVersion,
        data: (0, redaction_1.redact)(event.data),
        metadata: event.metadata,
        recorded_at: event.recordedAt.toISOString(),
        previous_hash: event.previousHash,
        hash: event.hash,
    };
}
/** EVENT_COLUMNS for the builder: `transaction_id` is added as text, under its own name. */
const EVENT_FIELDS = [
    'global_position',
    'event_id',
    'stream_id',
    'stream_type',
    'stream_version',
    'event_type',
    'schema_version',
    'data',
    'metadata',
    'recorded_at',
    'previous_hash',
    'hash',
];
exports.EVENT_SORTS = { id: 'global_position', recorded_at: 'recorded_at', stream_id: 'stream_id', event_type: 'event_type' };
class ListEventsQuery {
    filters;
    page;
    constructor(filters, page) {
        this.filters = filters;
        this.page = page;
    }
}
exports.ListEventsQuery = ListEventsQuery;
/** Reads the log itself: the audit trail is the one place a query may. */
let ListEventsHandler = class ListEventsHandler {
    db;
    upcasters;
    constructor(db, upcasters) {
        this.db = db;
        this.upcasters = upcasters;
    }
    async execute({ filters, page }) {
        const matching = this.db.selectFrom('events').where((eb) => {
            const conditions = [];
            if (filters.ids)
                conditions.push(eb('global_position', '=', (0, kysely_2.anyId)(filters.ids)));
            if (filters.streamId)
                conditions.push(eb('stream_id', '=', filters.streamId));
            if (filters.eventType)
                conditions.push(eb('event_type', '=', filters.eventType));
            if (filters.ownerId)
                conditions.push(eb('tenant_id', '=', String(filters.ownerId)));
            if (filters.from)
                conditions.push(eb('recorded_at', '>=', filters.from));
            if (filters.to)
                conditions.push(eb('recorded_at', '<=', filters.to));
            return eb.and(conditions);
        });
        const direction = page.sort.order === 'DESC' ? 'desc' : 'asc';
        const [{ total }, rows] = await Promise.all([
            matching.select((0, kysely_1.sql) `count(*)::int`.as('total')).executeTakeFirstOrThrow(),
            matching
                .select([...EVENT_FIELDS, (0, kysely_1.sql) `transaction_id::text`.as('transaction_id')])
                .orderBy(exports.EVENT_SORTS[page.sort.field] ?? 'global_position', direction)
                .orderBy('global_position', direction)
                .limit(page.limit)
                .offset(page.offset)
                .execute(),
        ]);
        return { items: rows.map((row) => toAuditView((0, event_row_1.toStoredEvent)(row, this.upcasters))), total };
    }
};
exports.ListEventsHandler = ListEventsHandler;
exports.ListEventsHandler = ListEventsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListEventsQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely,
        upcasters_1.UpcasterRegistry])
], ListEventsHandler);
class GetEventQuery {
    position;
    constructor(position) {
        this.position = position;
    }
}
exports.GetEventQuery = GetEventQuery;
let GetEventHandler = class GetEventHandler {
    dataSource;
    upcasters;
    constructor(dataSource, upcasters) {
        this.dataSource = dataSource;
        this.upcasters = upcasters;
    }
    async execute({ position }) {
        const [row] = await this.dataSource.query(`SELECT ${event_row_1.EVENT_COLUMNS} FROM events WHERE global_position = $1`, [position]);
        if (!row)
            throw domain_error_1.DomainError.notFound('Event not found.');
        return toAuditView((0, event_row_1.toStoredEvent)(row, this.upcasters));
    }
};
exports.GetEventHandler = GetEventHandler;
exports.GetEventHandler = GetEventHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetEventQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        upcasters_1.UpcasterRegistry])
], GetEventHandler);
class GetStreamQuery {
    streamId;
    asOf;
    constructor(streamId, asOf) {
        this.streamId = streamId;
        this.asOf = asOf;
    }
}
exports.GetStreamQuery = GetStreamQuery;
let GetStreamHandler = class GetStreamHandler {
    dataSource;
    upcasters;
    constructor(dataSource, upcasters) {
        this.dataSource = dataSource;
        this.upcasters = upcasters;
    }
    async execute({ streamId, asOf }) {
        const params = [streamId];
        let bound = '';
        if (asOf?.position !== undefined) {
            params.push(asOf.position);
            bound = 'AND global_position <= $2';
        }
        else if (asOf?.time) {
            params.push(asOf.time);
            bound = 'AND recorded_at <= $2';
        }
        const rows = await this.dataSource.query(`SELECT ${event_row_1.EVENT_COLUMNS} FROM events WHERE stream_id = $1 ${bound} ORDER BY stream_version`, params);
        if (rows.length === 0) {
            const [exists] = await this.dataSource.query(`SELECT 1 FROM events WHERE stream_id = $1 LIMIT 1`, [streamId]);
            if (!exists)
                throw domain_error_1.DomainError.notFound('Stream not found.');
        }
        const events = rows.map((row) => toAuditView((0, event_row_1.toStoredEvent)(row, this.upcasters)));
        const state = events.reduce((merged, event) => (typeof event.data === 'object' && event.data !== null ? { ...merged, ...event.data } : merged), {});
        return {
            stream_id: streamId,
            stream_type: events[0]?.stream_type ?? null,
            version: events.length ? events[events.length - 1].stream_version : 0,
            as_of: { position: asOf?.position ?? null, time: asOf?.time?.toISOString() ?? null },
            state,
            events,
        };
    }
};
exports.GetStreamHandler = GetStreamHandler;
exports.GetStreamHandler = GetStreamHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetStreamQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        upcasters_1.UpcasterRegistry])
], GetStreamHandler);
exports.AUDIT_QUERY_HANDLERS = [ListEventsHandler, GetEventHandler, GetStreamHandler];
//# sourceMappingURL=audit.queries.js.map