package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.order.HaltTrigger;
import org.adjutant.gitm.order.MarchTarget;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.PathBox;
import org.adjutant.gitm.order.UnitOrder;

/**
 * The strategic-movement section of one unit's orders (GITM 6.3): its path, entry square, halts, pursuit and march
 * options, and (on the deployment turn) where it deploys. Read from the normal-form lines the turn runner froze.
 */
public record MarchOrders(List<PathBox> path, Optional<TacticalSquare> entry, Set<HaltTrigger> halts,
                          boolean pursue, List<MarchTarget> marchTo, Optional<UnitOrder.Deploy> deploy,
                          Optional<UnitOrder.DeployToPort> deployToPort) {
    public static final MarchOrders NONE = new MarchOrders(List.of(), Optional.empty(), Set.of(), false, List.of(),
            Optional.empty());

    /** Orders that send nobody to an off-map port's garrison. */
    public MarchOrders(List<PathBox> path, Optional<TacticalSquare> entry, Set<HaltTrigger> halts, boolean pursue,
                       List<MarchTarget> marchTo, Optional<UnitOrder.Deploy> deploy) {
        this(path, entry, halts, pursue, marchTo, deploy, Optional.empty());
    }

    public MarchOrders {
        path = List.copyOf(path);
        halts = halts.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(halts));
        List<MarchTarget> sorted = new ArrayList<>(marchTo);
        sorted.sort(null); // enum order is the rule's priority: battle, allies, enemies (GITM 7.13)
        marchTo = List.copyOf(sorted);
    }

    /** The movement orders among a unit's normal-form lines; lines of other sections are ignored. */
    public static MarchOrders fromLines(List<String> lines) {
        List<PathBox> path = List.of();
        Optional<TacticalSquare> entry = Optional.empty();
        Set<HaltTrigger> halts = EnumSet.noneOf(HaltTrigger.class);
        boolean pursue = false;
        List<MarchTarget> marchTo = new ArrayList<>();
        Optional<UnitOrder.Deploy> deploy = Optional.empty();
        Optional<UnitOrder.DeployToPort> toPort = Optional.empty();
        for (String line : lines) {
            Optional<UnitOrder> parsed = OrderParser.parseUnitOrder(line);
            if (parsed.isEmpty()) {
                continue;
            }
            UnitOrder o = parsed.get();
            if (o instanceof UnitOrder.Path p) {
                path = p.boxes();
            } else if (o instanceof UnitOrder.Entry e) {
                entry = Optional.of(e.square());
            } else if (o instanceof UnitOrder.Halt h) {
                halts.add(h.trigger());
            } else if (o instanceof UnitOrder.Pursue) {
                pursue = true;
            } else if (o instanceof UnitOrder.MarchTo m) {
                marchTo.add(m.target());
            } else if (o instanceof UnitOrder.Deploy d) {
                deploy = Optional.of(d);
            } else if (o instanceof UnitOrder.DeployToPort d) {
                toPort = Optional.of(d);
            }
        }
        return new MarchOrders(path, entry, halts, pursue, marchTo, deploy, toPort);
    }

    /** The square of a box, 0-based, or empty for a blank or a box past the end of the path. */
    public Optional<StrategicSquare> box(int index) {
        if (index < 0 || index >= path.size()) {
            return Optional.empty();
        }
        return path.get(index) instanceof PathBox.Step s ? Optional.of(s.square()) : Optional.empty();
    }

    public boolean halts(HaltTrigger trigger) {
        return halts.contains(trigger);
    }
}
