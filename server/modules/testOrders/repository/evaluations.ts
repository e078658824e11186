import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testOrders as orders, users } from '../../../db/schema';

/** A name shown in public with all but its first character hidden: 李** , d*** . */
export function maskName(name: string | null) {
  const characters = [...(name ?? '').trim()];
  if (characters.length === 0) return '***';
  return `${characters[0]}${'*'.repeat(Math.max(2, Math.min(characters.length - 1, 3)))}`;
}

/** Evaluated orders of a laboratory, newest evaluation first. */
export async function evaluationsOf(db: Pick<Db, 'select'>, query: { laboratoryId: number; pageNum: number; pageSize: number }) {
  const where = and(eq(orders.laboratoryId, query.laboratoryId), eq(orders.state, 'evaluated'), isNotNull(orders.evaluatedAt));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: orders, realName: users.realName, userName: users.userName })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.evaluatedAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    list: rows.map(({ row, realName, userName }) => ({
      orderNo: row.orderNo,
      stars: row.evaluationStars ?? 0,
      text: row.evaluationText ?? '',
      customer: maskName(realName ?? userName),
      evaluateTime: row.evaluatedAt!.toISOString(),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
