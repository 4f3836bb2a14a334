"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Plants1763700000200 = void 0;
/**
 * Plants read model (owner plant list, settings, location, nearby search) and its id sequence.
 * The GiST index on the coordinates of visible plants serves the nearby search's bounding box.
 */
class Plants1763700000200 {
    async up(db) {
        await db.query(`CREATE SEQUENCE plant_ids`);
        await db.query(`
      CREATE TABLE plants (
        id                  bigint PRIMARY KEY,
        owner_id            bigint NOT NULL,
        name                text NOT NULL,
        code                text NOT NULL,
        address             text NOT NULL,
        phone               text,
        phone_secondary     text,
        default_can_rate    numeric(12,2) NOT NULL,
        latitude            double precision,
        longitude           double precision,
        location_address    text,
        location_verified   boolean NOT NULL DEFAULT false,
        location_updated_at timestamptz,
        is_active           boolean NOT NULL DEFAULT false,
        is_default          boolean NOT NULL DEFAULT false,
        activated_at        timestamptz,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX plants_code_unique ON plants (code)`);
        await db.query(`CREATE INDEX plants_by_owner ON plants (owner_id, id)`);
        // The database, not only the decider, guarantees at most one default plant per owner.
        await db.query(`CREATE UNIQUE INDEX plants_one_default_per_owner ON plants (owner_id) WHERE is_default`);
        await db.query(`CREATE INDEX plants_awaiting_activation_first ON plants (is_active, created_at DESC, id DESC)`);
        await db.query(`
      CREATE INDEX plants_visible_location ON plants USING gist (point(longitude, latitude))
        WHERE is_active AND location_verified`);
    }
    async down(db) {
        await db.query(`DROP TABLE plants`);
        await db.query(`DROP SEQUENCE plant_ids`);
    }
}
exports.Plants1763700000200 = Plants1763700000200;
//# sourceMappingURL=1763700000200-plants.js.map