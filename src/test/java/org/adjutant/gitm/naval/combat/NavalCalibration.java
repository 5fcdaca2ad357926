package org.adjutant.gitm.naval.combat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.CombatOrders;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.naval.combat.SeaAction.Entrant;
import org.adjutant.gitm.naval.combat.SeaAction.Fate;
import org.adjutant.gitm.naval.combat.SeaAction.Result;
import org.adjutant.gitm.naval.combat.SeaAction.Side;
import org.adjutant.ruleset.SeededDice;

/**
 * The naval calibration harness (docs/calibration.md, "Naval actions"): fights every action of
 * {@code data/gitm/naval/actions.txt} on seeds 1-50 with the given tuning and writes the training and held-out tables:
 * how often the historical outcome came out, and the median losses of each side against the sources' range (within
 * two times). {@code main} prints them for the default tuning.
 */
public final class NavalCalibration {
    public static final int SEEDS = 50;

    /** One line of the actions file. */
    record Action(String name, String set, SeaAction.Water water, List<Ship> attackers, CombatOrders orders,
                  List<Ship> defenders, int shoreGuns, int fortLevel, String outcome, int[] attackersLost,
                  int[] defendersLost) {
    }

    /** What fifty days of one action came to. */
    record Row(Action action, int hits, int attackersMedian, int defendersMedian) {
        boolean attackersWithin() {
            return within(action.attackersLost(), attackersMedian);
        }

        boolean defendersWithin() {
            return within(action.defendersLost(), defendersMedian);
        }
    }

    private NavalCalibration() {
    }

    static List<Action> actions(Path file) throws IOException {
        List<Action> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = Arrays.stream(line.split("\\|")).map(String::strip).toArray(String[]::new);
            out.add(new Action(f[0], f[1], SeaAction.Water.valueOf(f[2]), ships(f[3], "US"), orders(f[4]),
                    ships(f[5], "MEX"), Integer.parseInt(f[6]), Integer.parseInt(f[7]), f[8], range(f[9]),
                    range(f[10])));
        }
        return out;
    }

    private static List<Ship> ships(String spec, String state) {
        List<Ship> out = new ArrayList<>();
        if (spec.equals("-")) {
            return out;
        }
        int n = 0;
        for (String group : spec.split("\\s+")) {
            int x = group.indexOf('x');
            int count = Integer.parseInt(group.substring(0, x));
            ShipType type = ShipType.valueOf(group.substring(x + 1, x + 3));
            int guns = Integer.parseInt(group.substring(x + 3));
            for (int i = 0; i < count; i++) {
                ShipId id = new ShipId(state.equals("US") ? org.adjutant.gitm.map.Nation.US
                        : org.adjutant.gitm.map.Nation.MX, ++n, type);
                out.add(new Ship(id, id.toString(), state, guns, Math.min(type.maxCrew(), 10 * guns), 0, 0, 0, 24, 0,
                        0, new Station.Open("SEA"), "home"));
            }
        }
        return out;
    }

    private static CombatOrders orders(String words) {
        CombatOrders o = CombatOrders.NONE;
        for (String w : words.split("\\s+")) {
            o = o.then(switch (w) {
                case "ENGAGE" -> new CombatOrders(CombatOrders.Stance.ENGAGE, null, null, null, null, null);
                case "RUN_PAST" -> new CombatOrders(CombatOrders.Stance.RUN_PAST, null, null, null, null, null);
                case "CLOSE", "LONG" -> new CombatOrders(null, CombatOrders.Range.valueOf(w), null, null, null, null);
                default -> throw new IllegalArgumentException("not an order of the actions file: " + w);
            });
        }
        return o;
    }

    private static int[] range(String text) {
        return text.equals("n/a") ? null : Arrays.stream(text.split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }

    /** Within two times the sources' range; a range of none at all allows a handful (10 men). */
    static boolean within(int[] range, int median) {
        if (range == null) {
            return true;
        }
        return median >= range[0] / 2.0 && median <= Math.max(10, range[1] * 2);
    }

    static Row fight(Action a, NavalTuning tuning) {
        int hits = 0;
        int[] att = new int[SEEDS];
        int[] def = new int[SEEDS];
        for (int seed = 1; seed <= SEEDS; seed++) {
            List<Entrant> entrants = new ArrayList<>();
            a.defenders().forEach(s -> entrants.add(new Entrant(s, Side.A, CombatOrders.NONE.withDefaults(s.type()))));
            a.attackers().forEach(s -> entrants.add(new Entrant(s, Side.B, a.orders().withDefaults(s.type()))));
            Optional<SeaAction.Shore> shore = a.shoreGuns() > 0
                    ? Optional.of(new SeaAction.Shore(a.shoreGuns(), a.fortLevel())) : Optional.empty();
            Result r = SeaAction.fight(entrants, shore, a.water(), false, tuning,
                    SeededDice.forTurn(seed, 1).purpose("naval action " + a.name()));
            if (outcome(r, a).equals(a.outcome())) {
                hits++;
            }
            att[seed - 1] = r.of(Side.B).stream().mapToInt(SeaAction.Outcome::menLost).sum();
            def[seed - 1] = r.of(Side.A).stream().mapToInt(SeaAction.Outcome::menLost).sum()
                    + r.shore().map(SeaAction.ShoreOutcome::gunnersLost).orElse(0);
        }
        return new Row(a, hits, median(att), median(def));
    }

    /** The day's outcome in the words of the actions file. */
    static String outcome(Result r, Action a) {
        if (a.outcome().equals("passed")) {
            long through = r.of(Side.B).stream().filter(o -> o.fate() == Fate.RAN_PAST).count();
            return through * 2 >= a.attackers().size() ? "passed" : "stopped";
        }
        if (!a.defenders().isEmpty() && a.shoreGuns() == 0) {
            return r.beaten().filter(Side.A::equals).isPresent() ? "won" : "lost";
        }
        boolean silenced = r.beaten().filter(Side.A::equals).isPresent()
                || r.shore().map(SeaAction.ShoreOutcome::isSilenced).orElse(false);
        return silenced ? "silenced" : "held";
    }

    private static int median(int[] values) {
        int[] s = values.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    /** The table of one set, as docs/calibration.md shows it. */
    static String table(List<Action> actions, String set, NavalTuning tuning) {
        StringBuilder b = new StringBuilder();
        b.append("| action | outcome wanted | seeds with it | attackers' losses: sources / median | defenders'"
                + " losses: sources / median |\n|---|---|---|---|---|\n");
        int hits = 0;
        int n = 0;
        int lossesOk = 0;
        int lossesJudged = 0;
        for (Action a : actions) {
            if (!a.set().equals(set)) {
                continue;
            }
            Row r = fight(a, tuning);
            n++;
            hits += r.hits() * 2 > SEEDS ? 1 : 0;
            for (boolean judged : new boolean[] {a.attackersLost() != null, a.defendersLost() != null}) {
                lossesJudged += judged ? 1 : 0;
            }
            lossesOk += (a.attackersLost() != null && r.attackersWithin() ? 1 : 0)
                    + (a.defendersLost() != null && r.defendersWithin() ? 1 : 0);
            b.append("| ").append(a.name()).append(" | ").append(a.outcome()).append(" | ").append(r.hits())
                    .append("/").append(SEEDS).append(" | ").append(words(a.attackersLost())).append(" / ")
                    .append(r.attackersMedian()).append(mark(a.attackersLost(), r.attackersWithin())).append(" | ")
                    .append(words(a.defendersLost())).append(" / ").append(r.defendersMedian())
                    .append(mark(a.defendersLost(), r.defendersWithin())).append(" |\n");
        }
        b.append(String.format(Locale.ROOT, "\n%s: the outcome on most seeds in %d of %d actions; losses within two"
                + " times in %d of %d figures.\n", set, hits, n, lossesOk, lossesJudged));
        return b.toString();
    }

    private static String words(int[] range) {
        if (range == null) {
            return "n/a";
        }
        return range[0] == range[1] ? String.valueOf(range[0]) : range[0] + "-" + range[1];
    }

    private static String mark(int[] range, boolean ok) {
        return range == null ? "" : ok ? " (yes)" : " (no)";
    }

    public static void main(String[] args) throws IOException {
        Path home = Path.of(System.getProperty("adjutant.home", "."));
        List<Action> all = actions(home.resolve("data/gitm/naval/actions.txt"));
        System.out.println(table(all, "training", NavalTuning.DEFAULT));
        System.out.println(table(all, "held-out", NavalTuning.DEFAULT));
    }
}
