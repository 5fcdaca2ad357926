package org.adjutant.gitm.order;

import java.util.List;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.ruleset.Line;

/**
 * A small invented theatre for order tests: open Mexican country from F0 to H9 and rows U0-W9, with a swamp at
 * G6-V5, the United States east of column G7 in row V9, Guatemala at G5-V8, and a few cities and units.
 */
final class Theatre {
    static final String MX_STATE = "Los Defensores";
    static final String US_STATE = "United States";

    private Theatre() {
    }

    static StrategicSquare sq(String s) {
        return StrategicSquare.of(s);
    }

    static TacticalSquare tac(String s) {
        return TacticalSquare.of(s);
    }

    static UnitView unit(String id, String square, String tactical) {
        Branch b = Branch.ofUnitId(id).orElseThrow();
        boolean us = id.startsWith("US");
        int men = switch (b) {
            case AQ -> 250;
            case CQ -> 100;
            case MA, LA, HA, SA -> 300;
            default -> 1000;
        };
        return new UnitView(id, b, us ? US_STATE : MX_STATE, us ? Nation.US : Nation.MX,
                new UnitLocation.OnMap(sq(square), tac(tactical)), true, men, b == Branch.MA ? 3 : 1);
    }

    static InMemoryOrderContext.Builder builder() {
        InMemoryOrderContext.Builder b = InMemoryOrderContext.builder();
        for (int col = StrategicSquare.of("F0-U0").col(); col <= StrategicSquare.of("H9-U0").col(); col++) {
            for (int row = StrategicSquare.of("F0-U0").row(); row <= StrategicSquare.of("F0-W9").row(); row++) {
                StrategicSquare s = new StrategicSquare(col, row);
                boolean usSide = s.row() >= sq("A0-V9").row() && s.col() >= sq("G7-P0").col();
                b.square(s, SquareInfo.of(Terrain.OPEN, usSide ? Nation.US : Nation.MX, usSide ? US_STATE : MX_STATE));
            }
        }
        b.square(sq("G6-V5"), SquareInfo.of(Terrain.SWAMP, Nation.MX, MX_STATE));
        b.square(sq("G5-V8"), SquareInfo.of(Terrain.OPEN, Nation.MX, MX_STATE));
        b.guatemala(sq("G5-V8"));
        b.square(sq("G2-V2"), withCity("Monterrey", sq("G2-V2"), MX_STATE, Nation.MX, 30));
        b.square(sq("G3-V3"), withCity("Saltillo", sq("G3-V3"), MX_STATE, Nation.MX, 10));
        b.square(sq("H2-V2"), withCity("Camargo", sq("H2-V2"), US_STATE, Nation.MX, 5));
        b.square(sq("H5-W5"), withCity("Yerba Buena", sq("H5-W5"), US_STATE, Nation.US, 5));
        b.square(sq("F5-U1"), withCity("San Luis Potosi", sq("F5-U1"), MX_STATE, Nation.MX, 50));
        b.offMapPort("Baltimore").offMapPort("New York").offMapPort("Havana");
        b.state(MX_STATE, Nation.MX).state(US_STATE, Nation.US);
        b.unit(unit("MX1IN", "G3-V6", "7-7"))
                .unit(unit("MX2IN", "G3-V6", "5-5"))
                .unit(unit("MX3LI", "G3-V6", "5-5"))
                .unit(unit("MX4IN", "G9-V6", "5-5"))
                .unit(unit("MX1CQ", "G3-V6", "7-8"))
                .unit(unit("MX1AQ", "G3-V6", "7-9"))
                .unit(unit("MX5MI", "G6-V9", "2-2"))
                .unit(unit("MX6MI", "G6-V9", "3-3"))
                .unit(unit("MX1LC", "G3-V6", "1-1"))
                .unit(unit("MX8IN", "F0-U0", "1-1"))
                .unit(unit("MX1MA", "G3-V6", "1-2"))
                .unit(unit("US1IN", "G8-V9", "4-4"))
                .unit(unit("US2IN", "G8-V9", "4-5"))
                .unit(new UnitView("MX7IN", Branch.IN, MX_STATE, Nation.MX, new UnitLocation.InPort("Havana"), false,
                        800, 0));
        return b;
    }

    private static SquareInfo withCity(String name, StrategicSquare s, String state, Nation nation, int supplies) {
        City c = new City(name, s, TacticalSquare.centre(), state, 2, supplies, 0, 0, false);
        return new SquareInfo(Terrain.OPEN, nation, state, List.of(), List.of(), List.of(), List.of(c));
    }

    static InMemoryOrderContext context() {
        return builder().build();
    }

    /** Lines numbered from 1, as they would come out of a mail whose body starts with the orders. */
    static List<Line> lines(String... texts) {
        Line[] result = new Line[texts.length];
        for (int i = 0; i < texts.length; i++) {
            result[i] = new Line(i + 1, texts[i]);
        }
        return List.of(result);
    }
}
