"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantCoarseLocation1763700000310 = void 0;
/**
 * The public point of a plant: where the customers' nearby search places it, so that no
 * distance, radius filter or ordering it answers is computed from the exact spot.
 *
 * The point is the exact location moved 0.6 to 1 km in a direction, and by a distance, drawn
 * from a hash of the plant's registration event id. That id is random, never shown to owners or
 * customers, and stays with the plant, so the offset is stable (a customer sees the same area at
 * every search, and moving a plant moves its public point by the same amount) yet unknown: all
 * any series of searches can reveal is the public point, and the plant lies somewhere on a ring
 * of 0.6 to 1 km around it. A grid snap would not do: a plant near the centre of its cell would
 * be shown where it is. The result is rounded to 3 decimals (about 100 m), which still leaves it
 * at least about 0.52 km from the plant.
 *
 * One database function computes it for the projection and this back-fill alike, so a replay
 * reproduces the column bit for bit.
 */
class PlantCoarseLocation1763700000310 {
    async up(db) {
        // PL/pgSQL rather than SQL: its plan is cached across calls, about 7 µs a call instead of 100.
        await db.query(`
      CREATE FUNCTION plant_public_point(seed uuid, latitude float8, longitude float8,
                                         OUT public_latitude float8, OUT public_longitude float8)
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE
        bytes   bytea  := sha256(uuid_send(seed));
        bearing float8 := 2 * pi() * ((get_byte(bytes, 0) << 8) | get_byte(bytes, 1)) / 65536;
        -- Uniform over the ring's area (hence the square root), not bunched at its inner edge.
        km      float8 := sqrt(0.36 + 0.64 * ((get_byte(bytes, 2) << 8) | get_byte(bytes, 3))::float8 / 65535);
        lat     float8 := latitude + degrees(km * cos(bearing) / 6371.0088);
        lng     float8 := longitude + degrees(km * sin(bearing) / (6371.0088 * greatest(cos(radians(latitude)), 0.01)));
      BEGIN
        IF lat > 90 THEN lat := 180 - lat; ELSIF lat < -90 THEN lat := -180 - lat; END IF;
        public_latitude := round(lat::numeric, 3)::float8;
        public_longitude := round((lng - 360 * floor((lng + 180) / 360))::numeric, 3)::float8;
      END
      $$`);
        await db.query(`
      ALTER TABLE plants
        ADD COLUMN public_point_seed uuid,
        ADD COLUMN public_latitude   double precision,
        ADD COLUMN public_longitude  double precision`);
        await db.query(`
      UPDATE plants p SET public_point_seed = e.event_id
        FROM events e
       WHERE e.stream_id = 'plant-portfolio-' || p.owner_id
         AND e.event_type = 'PlantRegistered'
         AND (e.data->>'plant_id')::bigint = p.id`);
        await db.query(`
      UPDATE plants p SET (public_latitude, public_longitude) = (
               SELECT pp.public_latitude, pp.public_longitude FROM plant_public_point(p.public_point_seed, p.latitude, p.longitude) pp)
       WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL`);
        // The exact coordinates are never searched any more; the public point is.
        await db.query(`DROP INDEX plants_visible_location`);
        await db.query(`
      CREATE INDEX plants_visible_public_point ON plants USING gist (point(public_longitude, public_latitude))
        WHERE is_active AND location_verified`);
    }
    async down(db) {
        await db.query(`DROP INDEX plants_visible_public_point`);
        await db.query(`
      CREATE INDEX plants_visible_location ON plants USING gist (point(longitude, latitude))
        WHERE is_active AND location_verified`);
        await db.query(`ALTER TABLE plants DROP COLUMN public_point_seed, DROP COLUMN public_latitude, DROP COLUMN public_longitude`);
        await db.query(`DROP FUNCTION plant_public_point(uuid, float8, float8)`);
    }
}
exports.PlantCoarseLocation1763700000310 = PlantCoarseLocation1763700000310;
//# sourceMappingURL=1763700000310-plant-coarse-location.js.map