package org.adjutant.gitm.economy;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;

/**
 * What each state would earn and pay next turn if nothing changed (docs/rules/sow.md section 19.1): the income of the
 * cities and ports it holds and the upkeep of the units it has, on the position the board holds, reckoned by the same
 * code as the turn's own steps ({@link Income}, {@link Upkeep}), at next turn's rate (a peace or truce turn's, or
 * nothing on a deployment turn).
 *
 * @param income what its cities and ports would earn, as much of it as its war chest collects (section 3.1)
 * @param upkeep what its units would cost
 * @param none   next turn has neither income nor upkeep (a deployment turn)
 */
public record Outlook(int income, int upkeep, boolean none) {
    /** Every state's outlook on {@code board}'s position, taken as the start of next turn. */
    public static Map<String, Outlook> of(Board board) {
        GitmState next = board.start();
        Map<String, int[]> sums = new TreeMap<>();
        next.states().keySet().forEach(s -> sums.put(s, new int[2]));
        if (!Turns.hasIncomeAndUpkeep(next)) {
            Map<String, Outlook> none = new TreeMap<>();
            sums.keySet().forEach(s -> none.put(s, new Outlook(0, 0, true)));
            return none;
        }
        for (CityIncome c : Income.of(board)) {
            sums.get(c.state())[0] += c.amount();
        }
        for (PortIncome p : Income.ports(next)) {
            sums.get(p.state())[0] += p.amount();
        }
        boolean peace = Turns.isPeaceTurn(next);
        for (Unit u : board.units()) {
            int[] s = sums.get(u.state());
            if (s != null) {
                s[1] += Upkeep.cost(u, Upkeep.rate(u, peace));
            }
        }
        Map<String, Outlook> all = new TreeMap<>();
        // what the war chest takes in (section 3.1): the state's collection of what its cities and ports earn
        sums.forEach((s, v) -> all.put(s, new Outlook(next.states().get(s).purse().collected(v[0]), v[1], false)));
        return all;
    }

    /** "Next turn if nothing changes: income 343, upkeep 286 (a peace or truce turn)". */
    public String line(boolean peaceTurn) {
        if (none) {
            return "Next turn is a deployment turn: no income and no upkeep";
        }
        return String.format(java.util.Locale.ROOT, "Next turn if nothing changes: income %,d, upkeep %,d%s", income,
                upkeep, peaceTurn ? " (a peace or truce turn: 15 x the inactive cost, SoW 5.3)" : "");
    }
}
