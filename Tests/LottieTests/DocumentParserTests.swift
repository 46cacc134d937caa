import Foundation
import LottieModel
import Testing

/// Hostile and malformed documents end in one `LottieError` naming the JSON path, never a trap.
@Suite struct DocumentParserTests {
    static let minimal = #"{"v":"5.7","fr":30,"ip":0,"op":60,"w":100,"h":80,"layers":[]}"#

    private func parse(_ text: String) throws -> Composition {
        try DocumentParser.parse(Array(text.utf8)).0
    }

    private func error(_ text: String) -> LottieError? {
        do { _ = try parse(text); return nil } catch let error as LottieError { return error } catch { return nil }
    }

    @Test func readsTheComposition() throws {
        let composition = try parse(Self.minimal)
        #expect(composition.width == 100 && composition.height == 80)
        #expect(composition.frameRate == 30 && composition.frameCount == 60)
    }

    @Test(arguments: [
        ("{\"fr\":30", ""),                                             // truncated
        ("not json", ""),
        (#"{"fr":30,"ip":0,"op":60,"w":"100","h":80,"layers":[]}"#, "w"),   // wrong type
        (#"{"fr":30,"ip":0,"op":60,"w":1e308,"h":80,"layers":[]}"#, "w"),   // absurd
        (#"{"fr":30,"ip":0,"op":60,"w":0,"h":80,"layers":[]}"#, "w"),       // zero size
        (#"{"fr":30,"ip":0,"op":60,"w":100,"h":-5,"layers":[]}"#, "h"),     // negative size
        (#"{"fr":30,"ip":0,"op":60,"w":1000000,"h":1000000,"layers":[]}"#, "w"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":0,"refId":"x","ind":1,"ip":0,"op":60}]}"#, "layers[0].refId"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"assets":[{"id":"a","layers":[{"ty":0,"refId":"a","ip":0,"op":60}]}],"layers":[{"ty":0,"refId":"a","ip":0,"op":60}]}"#, "assets[0].layers[0].refId"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ind":1,"parent":2,"ip":0,"op":60},{"ty":3,"ind":2,"parent":1,"ip":0,"op":60}]}"#, "layers[0].parent"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ind":1,"parent":7,"ip":0,"op":60}]}"#, "layers[0].parent"),
        (#"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":0,"k":"x"}}}]}"#, "layers[0].ks.o.k"),
    ])
    func refusesWithItsPath(_ document: String, _ path: String) {
        let found = error(document)
        #expect(found != nil)
        #expect(found?.path == path, "\(found?.description ?? "no error")")
    }

    @Test func deepGroupsEndInAnErrorNotAStackOverflow() {
        let depth = 100_000
        let open = String(repeating: #"{"ty":"gr","it":["#, count: depth)
        let close = String(repeating: "]}", count: depth)
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":60,"shapes":["# + open + close + "]}]}"
        #expect(error(text) != nil)
    }

    @Test func millionsOfValuesAreRefusedBeforeTheTreeIsBuilt() {
        let values = String(repeating: "0,", count: LottieLimits.maximumValues + 10) + "0"
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[],"junk":["# + values + "]}"
        let found = error(text)
        #expect(found?.description.contains("values") == true, "\(found?.description ?? "no error")")
    }

    @Test func tooManyKeyframesAreRefused() {
        let keyframes = (0...LottieLimits.maximumKeyframes).map { #"{"t":\#($0),"s":[0]}"# }.joined(separator: ",")
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"o":{"a":1,"k":["# + keyframes + "]}}}]}"
        #expect(error(text)?.path == "layers[0].ks.o.k")
    }

    @Test func unsupportedFeaturesAreReportedWithTheirPaths() throws {
        let text = #"{"fr":30,"ip":0,"op":60,"w":10,"h":10,"layers":[{"ty":4,"ip":0,"op":60,"shapes":[{"ty":"mm","mm":1}],"ef":[{"ty":27,"nm":"Displace"}],"ks":{"p":{"a":0,"k":[0,0],"x":"wiggle(1,2)"}}}]}"#
        let (_, report) = try DocumentParser.parse(Array(text.utf8))
        let paths = report.unsupported.map(\.path)
        #expect(paths.contains("layers[0].shapes[0]"))
        #expect(paths.contains("layers[0].ef[0]"))
        #expect(paths.contains("layers[0].ks.p.x"))
    }
}
