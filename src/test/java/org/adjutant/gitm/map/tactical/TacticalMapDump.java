package org.adjutant.gitm.map.tactical;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/** Prints a few synthetic tactical maps for a look by eye: {@code exec:java -Dexec.classpathScope=test}. */
public final class TacticalMapDump {
    private TacticalMapDump() {
    }

    public static void main(String[] args) {
        SyntheticStrategicMap world = new SyntheticStrategicMap(1846);
        TacticalMaps maps = new TacticalMaps(world);
        int shown = 0;
        for (int r = 10; r < 110 && shown < Integer.parseInt(args.length > 0 ? args[0] : "6"); r += 7) {
            for (int c = 5; c < 140 && shown < Integer.parseInt(args.length > 0 ? args[0] : "6"); c += 13) {
                StrategicSquare s = new StrategicSquare(c, r);
                var info = world.square(s).orElseThrow();
                if (info.rivers().isEmpty() && info.ranges().isEmpty() && info.cities().isEmpty()) {
                    continue;
                }
                TacticalMap m = maps.of(s);
                System.out.println(s + " " + info.terrain() + " rivers " + info.rivers() + " ranges " + info.ranges()
                        + " cities " + info.cities().size());
                for (int y = 0; y < 15; y++) {
                    StringBuilder line = new StringBuilder();
                    for (int x = 0; x < 15; x++) {
                        line.append(".nN~=^vwfT".charAt(m.terrain(new TacticalSquare(x, y)).ordinal())).append(' ');
                    }
                    System.out.println(line);
                }
                shown++;
            }
        }
    }
}
