/**
 * Sinews of War, the economy of GITM (design: docs/rules/sow.md): the turn's {@link
 * org.adjutant.gitm.economy.Exchequer} (treasuries and a ledger per state), income from cities and ports (SoW-2018
 * 2.2-2.4) and the share of it a war chest collects up to its limit (designed, sections 3.1-3.2), upkeep of units (SoW 5.1-5.4) and what a state that cannot pay suffers, more with each turn in arrears (designed, section 6), payments
 * between states (SoW-2018 2.1) and the treasury statement every officer of a state reads. Pure like the rest of the
 * engine: no clock, no I/O, no dice.
 */
package org.adjutant.gitm.economy;
