/**
 * The offline battle harness (docs/battles.md): a battle file read and checked ({@link
 * org.adjutant.gitm.battle.BattleFileReader}), made into a small game position ({@link
 * org.adjutant.gitm.battle.BattleSetup}), fought seed by seed -- turn after turn for a siege over several turns --
 * through the real turn steps and plug-ins ({@link org.adjutant.gitm.battle.BattlePlay}), summed up ({@link
 * org.adjutant.gitm.battle.BattleStatistics}, {@link org.adjutant.gitm.battle.Calibration}) and printed ({@link
 * org.adjutant.gitm.battle.BattleReport}). Pure like the rest of the engine: chance only from the seeded dice. The
 * picocli command is {@code cli.BattleCommand}.
 */
package org.adjutant.gitm.battle;
