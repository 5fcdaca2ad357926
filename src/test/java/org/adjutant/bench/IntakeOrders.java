package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.UnitType;

/**
 * Writes the order lines of one unit block the way commanders write them (docs/orders.md on the orders branch): a
 * strategic path of one to "allowance" boxes, sometimes with a blank box, halts, a specified tactical move, engagement
 * phases, the line of battle, a reaction box, postures and supply, with comments and mixed case. Deterministic in
 * {@code variant}: the same mail number always gives the same text. Every block it writes is valid for the unit, so
 * the benchmark measures the accepting path; the harness checks that.
 */
final class IntakeOrders {
    private IntakeOrders() {
    }

    static List<String> block(IntakeGame.General g, int unit, int variant) {
        UnitType type = g.type(unit);
        TacticalSquare here = g.places().get(unit);
        List<String> lines = new ArrayList<>();
        int v = variant * 31 + unit * 7 + g.number();
        if (v % 4 == 0) {
            lines.add("# " + type.words() + ", turn " + (3 + variant % 5));
        }

        boolean marching = type != UnitType.CQ || v % 3 == 0;
        if (marching && v % 5 != 4) {
            lines.add(path(g.square(), type, v));
            if (v % 3 == 0) {
                lines.add(v % 2 == 0 ? "HALT ON DETECTION" : "halt on enemy entry   # keep the corps together");
            }
            if (v % 7 == 0) {
                lines.add("ENTRY " + (3 + v % 9) + "-" + (2 + v % 11));
            }
        } else if (type != UnitType.CQ && type != UnitType.MI) {
            lines.add("MOVE TO " + (v % 15) + "-" + ((v * 7) % 15) + (v % 3 == 0 ? " VIA " + here.col() + "-7" : "")
                    + " PHASE " + (1 + v % 4));
        }

        if (type.isCombatUnit()) {
            lines.add(v % 2 == 0 ? "ENGAGE PHASES " + (1 + v % 3) + "-" + (3 + v % 3) : "engage phase " + (1 + v % 5));
            lines.add("LINE " + (type.name().endsWith("A") ? (v % 2 == 0 ? "SECOND" : "REAR")
                    : v % 3 == 0 ? "FIRST" : "second"));
        }
        if (v % 2 == 0 && type.isCombatUnit()) { // headquarters do not support (GITM 9.2)
            lines.add("SUPPORT " + here.col() + "-" + here.row() + " RADIUS " + (1 + v % 3) + " PHASES 1-" + (3 + v % 3));
        } else if (type == UnitType.LC || type == UnitType.MC) {
            lines.add("INTERCEPT " + here + " RADIUS 3");
        }
        lines.add(posture(type, v));
        lines.add(supply(g, type, v));
        if (v % 9 == 0 && type.isCombatUnit()) {
            lines.add("MARCH TO BATTLE");
        }
        return lines;
    }

    /** A march in two alternating directions, the way a column follows a road; squares in various spellings. */
    private static String path(StrategicSquare from, UnitType type, int v) {
        int steps = 1 + v % type.movementAllowance();
        Direction d = Direction.values()[v % 8];
        StringBuilder out = new StringBuilder(v % 2 == 0 ? "PATH" : v % 3 == 0 ? "route" : "Path");
        StrategicSquare s = from;
        int boxes = 0;
        for (int k = 0; k < steps; k++) {
            if (k == 1 && v % 3 == 0 && boxes < 5) {
                out.append(" -");
                boxes++;
            }
            s = s.step(k % 2 == 0 ? d : d.clockwise()).orElseThrow();
            String text = s.toString();
            out.append(' ').append(v % 4 == 1 ? text.toLowerCase(Locale.ROOT).replace("-", "") : text);
            boxes++;
        }
        return out.toString();
    }

    private static String posture(UnitType type, int v) {
        if (type == UnitType.MI) {
            return "POSTURE ATTACK/DEFEND";
        }
        if (type == UnitType.CQ) {
            return "OFFENSIVE EVADE DEFENSIVE EVADE";
        }
        return switch (v % 4) {
            case 0 -> "OFFENSIVE ASSAULT  DEFENSIVE LAST-DITCH";
            case 1 -> "offensive attack\ndefensive defend";
            case 2 -> "POSTURE SKIRMISH/SKIRMISH";
            default -> "Offensive Attack  Defensive Skirmish";
        };
    }

    private static String supply(IntakeGame.General g, UnitType type, int v) {
        if (type == UnitType.CQ) {
            return "SUPPLY LEVEL " + (4 + v % 9);
        }
        return v % 3 == 0 ? "SUPPLY LEVEL 1" : "SUPPLY LEVEL 1 SOURCE " + g.corpsHq();
    }
}
