extension TextView {
    /// The height of the text laid out in a view `width` points wide, insets included: how far
    /// it scrolls is this minus the view's height.
    /// - Complexity: O(*n*) in the text's length.
    public func contentHeight(width: Double) -> Double {
        ScrollingTextLines(textView: self, width: width).contentHeight
    }
}

extension WebView {
    /// The height of the page laid out `width` points wide, as a UIWebView lays it out.
    /// - Complexity: O(*n*) in the HTML's length.
    public func contentHeight(width: Double) -> Double {
        ScrollingTextLines(webView: self, width: width).contentHeight
    }
}
