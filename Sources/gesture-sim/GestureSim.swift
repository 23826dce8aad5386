@main
struct GestureSim {
  static func main() {}
}
