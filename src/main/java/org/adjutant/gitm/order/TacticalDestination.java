package org.adjutant.gitm.order;

import org.adjutant.gitm.map.TacticalSquare;

/** Where a tactical move goes (GITM 8.2): a named square, or the nearest ford or mountain pass. */
public sealed interface TacticalDestination {
    String text();

    record Square(TacticalSquare square) implements TacticalDestination {
        public Square {
            java.util.Objects.requireNonNull(square);
        }

        @Override
        public String text() {
            return square.toString();
        }
    }

    record NearestFord() implements TacticalDestination {
        @Override
        public String text() {
            return "NEAREST FORD";
        }
    }

    record NearestPass() implements TacticalDestination {
        @Override
        public String text() {
            return "NEAREST PASS";
        }
    }
}
