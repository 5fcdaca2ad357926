/**
 * The offices of a state and the politics of the Mexican states (design: docs/rules/politics.md): the office ids a role
 * slot holds ({@code minister:US}, {@code monarch:US}...), which state each serves, and what news and which parts of
 * the position reach its holder; the President of Mexico, whose office the electors' ballots move ({@code Presidents},
 * {@code Election}), and his shares of the state of Mexico's income ({@code Shares}, {@code IncomeShares}); treaties
 * and declarations of war between Mexican states ({@code Diplomacy}). The turn steps here are pure like the rest of
 * the engine: position and orders in, position and events out.
 */
package org.adjutant.gitm.politics;
