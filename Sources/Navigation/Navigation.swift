@_exported import Presentation
