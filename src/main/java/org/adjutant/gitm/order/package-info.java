/**
 * The GITM order language (GITM 6-8, 10, 11; SoW 4): what commanders and office holders write in their mails.
 *
 * <p>{@link org.adjutant.gitm.order.OrderParser} reads the body lines of a UNIT block into
 * {@link org.adjutant.gitm.order.UnitOrder}s and of a PLAYER block into {@link org.adjutant.gitm.order.OfficeOrder}s,
 * both records of the sealed {@link org.adjutant.gitm.order.GitmOrder}, each printing one canonical line (its normal
 * form) that reads back to the same order. Syntax and range problems come from the parser; checks against the game
 * state come from {@link org.adjutant.gitm.order.StateChecks} over an {@link org.adjutant.gitm.order.OrderContext};
 * {@link org.adjutant.gitm.order.OrderDesk} does both and answers a {@link org.adjutant.ruleset.BlockVerdict}.
 * {@link org.adjutant.gitm.order.CarriedOut} is the one place that says which orders the turn carries out: an order
 * it would leave undone (naval movement, not yet played; a posture on the deployment turn) is refused with the
 * reason, never accepted to do nothing.
 * {@link org.adjutant.gitm.order.DefaultOrders} gives GITM 6.9's orders for units nobody ordered.
 *
 * <p>Nothing here throws on a player's text: every problem is a {@link org.adjutant.ruleset.Problem} with the line.
 * The grammar, with an example mail for every order, is in {@code docs/orders.md}. Pure: no I/O.
 */
package org.adjutant.gitm.order;
