package org.adjutant.demo;

import java.util.List;

/**
 * A demo player who mails orders for his units each turn. {@code mistake} says what he gets wrong on purpose, so
 * the demo shows the robot's rejections too.
 */
record ScriptedPlayer(String role, String name, String email, List<String> units, Mistake mistake,
                      java.util.Map<String, List<String>> firstOrders) {
    enum Mistake { NONE, WRONG_PASSWORD, MISSPELT_ORDER, NOT_HIS_UNIT }

    /**
     * @param firstOrders each unit's orders for the first deadline: the ruleset's example for the opening position
     *                    (on a deployment turn a placement, GITM 7.18; none for militia, who do not move then)
     */
    ScriptedPlayer {
        units = List.copyOf(units);
        firstOrders = java.util.Map.copyOf(firstOrders);
    }

    /**
     * Cavalry that scouts to a neighbouring square and back on alternate campaign turns, so the reports show marches
     * (turn 1 of the 1846 scenario is the deployment turn, when nobody marches, GITM 7.18).
     */
    private static final java.util.Map<String, String[]> PATROLS = java.util.Map.of(
            "US2MC", new String[] {"J9-V4", "J9-V3"},
            "MX7NC", new String[] {"J8-V4", "J7-V4"});

    /** The body of his order mail for the game's {@code turn}th turn. */
    String orders(int turn, String password, String someoneElsesUnit) {
        return orders(turn, "turn " + turn, password, someoneElsesUnit);
    }

    /** ... with what the players call that turn ({@code named}: "campaign 1, turn 2"). */
    String orders(int turn, String named, String password, String someoneElsesUnit) {
        StringBuilder mail = new StringBuilder("Orders for ").append(named).append(", as ").append(name)
                .append(".\n\n");
        int i = 0;
        for (String unit : units) {
            List<String> first = firstOrders.getOrDefault(unit, List.of());
            if (turn == 1 && first.isEmpty()) {
                continue; // nothing this unit can do at the first deadline
            }
            String pw = mistake == Mistake.WRONG_PASSWORD && i == 0 ? password + "x" : password;
            mail.append("UNIT ").append(unit).append(" PASSWORD ").append(pw).append('\n');
            if (mistake == Mistake.MISSPELT_ORDER && i == 0) {
                mail.append("POSTUR ATTACK/DEFEND\n");
            } else if (turn == 1) {
                first.forEach(line -> mail.append(line).append('\n'));
            } else if (turn >= 2 && PATROLS.containsKey(unit)) {
                String[] patrol = PATROLS.get(unit);
                mail.append("PATH ").append(turn % 2 == 0 ? patrol[1] : patrol[0]).append('\n');
            } else if (turn % 2 != 0) {
                mail.append("POSTURE ATTACK/DEFEND\nLINE FIRST\n");
            } else {
                mail.append("POSTURE SKIRMISH/DEFEND\nSUPPLY LEVEL 1\n");
            }
            mail.append('\n');
            i++;
        }
        if (mistake == Mistake.NOT_HIS_UNIT && someoneElsesUnit != null) {
            mail.append("UNIT ").append(someoneElsesUnit).append(" PASSWORD ").append(password)
                    .append("\nPOSTURE ATTACK/DEFEND\n");
        }
        mail.append("\n-- \n").append(name).append('\n');
        return mail.toString();
    }
}
