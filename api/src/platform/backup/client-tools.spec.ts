import { connectionFor } from './client-tools';

describe('client tools: reaching the database', () => {
  it('never puts the password on the command line: the URL without it, the password in PGPASSWORD', () => {
    const { dbname, env } = connectionFor('postgres://paani:s%40cret%20pw@db.example:5433/paani?sslmode=require');
    expect(dbname).toBe('postgres://paani@db.example:5433/paani?sslmode=require');
    expect(dbname).not.toContain('cret');
    expect(env.PGPASSWORD).toBe('s@cret pw');
  });

  it('sets no PGPASSWORD when the URL has none and the environment has none', () => {
    const saved = process.env.PGPASSWORD;
    delete process.env.PGPASSWORD;
    try {
      const { dbname, env } = connectionFor('postgres://postgres@127.0.0.1:5432/postgres');
      expect(dbname).toBe('postgres://postgres@127.0.0.1:5432/postgres');
      expect('PGPASSWORD' in env).toBe(false);
    } finally {
      if (saved !== undefined) process.env.PGPASSWORD = saved;
    }
  });
});
