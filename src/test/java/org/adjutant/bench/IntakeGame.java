package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.game.PlayerSeat;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.scenario.Scenario;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitType;

/**
 * The game the intake benchmark runs against: two sides (United States, Mexico), each with a War Minister and
 * {@code generalsPerSide} generals; every general commands a corps of ten units (a corps HQ and nine combat units)
 * standing in one strategic square, and is the deputy of the next general's corps (GITM 3.4). With the default 100
 * generals a side that is 2,000 units and 202 players, a large AMWOL game.
 *
 * <p>Each side stands on a 21 x 21 block of open squares of its own nation, so every path the mail generator writes
 * stays on the map and inside the home nation (militia may not leave it, GITM 7.1).
 */
final class IntakeGame {
    static final String ID = "intake";
    /** The units of one corps, in the order they are numbered. */
    static final List<UnitType> CORPS = List.of(UnitType.CQ, UnitType.IN, UnitType.IN, UnitType.IN, UnitType.LI,
            UnitType.LC, UnitType.MC, UnitType.MA, UnitType.HA, UnitType.MI);
    private static final int RADIUS = 10;

    /** One general's seat and corps; {@code units} are canonical ids, the corps HQ first. */
    record General(int side, int number, String role, PlayerSeat seat, StrategicSquare square, List<String> units,
                   List<TacticalSquare> places, String deputyRole) {
        String corpsHq() {
            return units.get(0);
        }

        UnitType type(int unit) {
            return CORPS.get(unit);
        }
    }

    private final List<General> generals;
    private final List<PlayerSeat> ministers;
    private final Scenario scenario;

    private IntakeGame(List<General> generals, List<PlayerSeat> ministers, Scenario scenario) {
        this.generals = List.copyOf(generals);
        this.ministers = List.copyOf(ministers);
        this.scenario = scenario;
    }

    static IntakeGame create(int generalsPerSide) {
        String[] states = {"US", "MEX"};
        Nation[] nations = {Nation.US, Nation.MX};
        StrategicSquare[] centres = {new StrategicSquare(50, 30), new StrategicSquare(50, 60)};
        ScenarioBuilder b = ScenarioBuilder.create().title("Intake benchmark").mapId("intake-bench").turn(1, 3)
                .state("US", "United States", Nation.US, 5000).state("MEX", "Mexico", Nation.MX, 5000);
        List<General> generals = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            b.openBlock(centres[side].toString(), RADIUS, nations[side], states[side]);
            String prefix = nations[side].name();
            int[] nextNumber = new int[UnitType.values().length];
            for (int g = 0; g < generalsPerSide; g++) {
                String role = prefix.toLowerCase(Locale.ROOT) + "-gen-" + (g + 1);
                String deputy = prefix.toLowerCase(Locale.ROOT) + "-gen-" + ((g + 1) % generalsPerSide + 1);
                // Corps squares spread over the inner 13 x 13 squares: every march of up to 4 steps stays on the block.
                StrategicSquare square = new StrategicSquare(centres[side].col() - 6 + (g * 7) % 13,
                        centres[side].row() - 6 + (g * 11) % 13);
                List<String> units = new ArrayList<>();
                List<TacticalSquare> places = new ArrayList<>();
                for (int u = 0; u < CORPS.size(); u++) {
                    UnitType type = CORPS.get(u);
                    String id = prefix + (++nextNumber[type.ordinal()]) + type.name();
                    TacticalSquare at = new TacticalSquare(2 + (g + 3 * u) % 11, 2 + (g * 5 + u) % 11);
                    units.add(id);
                    places.add(at);
                    int men = type == UnitType.CQ ? 100 : type.name().endsWith("A") ? 300 : 800 + (g * 37 + u) % 500;
                    b.unit(id, states[side], new Location(square, at).toString(), u0 -> u0.commander(role)
                            .deputy(deputy).men(men).batteries(type.name().endsWith("A") ? 3 : 0));
                }
                b.role(role, prefix + " General " + (g + 1));
                String name = (side == 0 ? "Brig. Gen. " : "Gen. ") + SURNAMES[g % SURNAMES.length] + " " + (g + 1);
                PlayerSeat seat = new PlayerSeat(name, role + "@players.test", role, false);
                generals.add(new General(side, g, role, seat, square, units, places, deputy));
            }
        }
        List<PlayerSeat> ministers = List.of(
                new PlayerSeat("William Marcy", "marcy@players.test", "minister-us", false),
                new PlayerSeat("Jose Maria Tornel", "tornel@players.test", "minister-mex", false));
        return new IntakeGame(generals, ministers, b.scenario());
    }

    List<General> generals() {
        return generals;
    }

    /** Every seat, generals first, in a fixed order. */
    List<PlayerSeat> seats() {
        List<PlayerSeat> seats = new ArrayList<>();
        generals.forEach(g -> seats.add(g.seat()));
        seats.addAll(ministers);
        return seats;
    }

    Scenario scenario() {
        return scenario;
    }

    int units() {
        return generals.size() * CORPS.size();
    }

    /** The general whose corps {@code g}'s general is deputy of. */
    General deputyOf(General g) {
        int perSide = generals.size() / 2;
        return generals.get(g.side() * perSide + (g.number() + perSide - 1) % perSide);
    }

    private static final String[] SURNAMES = {"Worth", "Twiggs", "Wool", "Kearny", "Pillow", "Quitman", "Shields",
        "Patterson", "Harney", "Smith", "Riley", "Cadwalader", "Pierce", "Lane", "Butler", "Marshall", "Cushing",
        "Arista", "Ampudia", "Valencia", "Santa Anna", "Bravo", "Canales", "Mejia", "Torrejon", "Urrea", "Minon",
        "Parrodi", "Pacheco", "Lombardini", "Perez", "Rincon", "Anaya", "Salas", "Alvarez", "Requena"};
}
